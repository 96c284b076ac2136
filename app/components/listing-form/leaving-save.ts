// A save flushed as the page goes away travels as a beacon, which the browser sends only while
// unloading the page: on a reload that is after the new page has already been answered, so the
// new page would show the draft as it was before the last keystrokes. The flushed save is kept
// for this tab until the reloaded page has sent it again.

const KEY = "ridemarket:leaving-autosave";

/** Keeps the save a page sent while it was being left. */
export function rememberLeavingSave(action: string, payload: URLSearchParams): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ action, body: payload.toString() }));
  } catch {
    // Storage off or full: the beacon alone still reaches the server.
  }
}

/** Forgets a kept save: the page was not left after all (shown again from the back/forward cache). */
export function forgetLeavingSave(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The save the previous page left with, when this page is its reload at the same address:
 * that is the only case where the page can have been answered before the save arrived. Any
 * kept save is forgotten here, so it is sent again at most once.
 */
export function takeLeavingSave(action: string): URLSearchParams | null {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!kept || !isReload()) return null;
  try {
    const save = JSON.parse(kept) as { action?: unknown; body?: unknown };
    return save.action === action && typeof save.body === "string" ? new URLSearchParams(save.body) : null;
  } catch {
    return null;
  }
}

function isReload(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload";
}
