// Answers a process may keep for a few seconds instead of asking the database on every request:
// each statement costs a round trip in both processes, and on a busy page most of them ask what
// the previous request just asked. Concurrent callers of one key share one load; a failed load is
// not kept; past `maxEntries` keys the oldest goes.

interface Kept<V> {
  value: Promise<V>;
  expiresAt: number;
}

export type KeptBriefly<V> = (key: string, ttlMs: number, load: () => Promise<V>) => Promise<V>;

export function keptBriefly<V>(maxEntries: number): KeptBriefly<V> {
  const kept = new Map<string, Kept<V>>();
  return (key, ttlMs, load) => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const found = kept.get(key);
    if (found && found.expiresAt > now) return found.value;
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    const value = load();
    const entry = { value, expiresAt: now + ttlMs };
    kept.set(key, entry);
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return value;
  };
}
