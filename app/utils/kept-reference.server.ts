// Reference data (types, the catalog's names) is written only by the release step's seed, and
// pages read it on every request: a process keeps one load of it a few minutes instead of asking
// each time. Callers share the load in flight; a failed load is not kept.

export const REFERENCE_KEPT_MS = 5 * 60 * 1000;

/** The load, kept `ms` after it starts. */
export function keptReference<T>(load: () => Promise<T>, ms = REFERENCE_KEPT_MS): () => Promise<T> {
  let kept: { loaded: Promise<T>; at: number } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > ms) {
      const entry = { loaded: load(), at: Date.now() };
      kept = entry;
      entry.loaded.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.loaded;
  };
}
