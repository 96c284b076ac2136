// Totals of filtered searches, remembered briefly per process. Counting every match of a broad
// filter on a large market reads many index entries, costs more than the page of results, and
// the number shown beside the results can lag the market by a few seconds; the results cannot.
// Concurrent searches with the same filters share one count.

interface Remembered {
  total: Promise<number>;
  expiresAt: number;
}

const MAX_ENTRIES = 2000;
const remembered = new Map<string, Remembered>();

export function rememberedCount(key: string, ttlMs: number, count: () => Promise<number>): Promise<number> {
  if (ttlMs <= 0) return count();
  const now = Date.now();
  const found = remembered.get(key);
  if (found && found.expiresAt > now) return found.total;
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  const total = count();
  remembered.set(key, { total, expiresAt: now + ttlMs });
  // A failed count is not remembered.
  total.catch(() => remembered.delete(key));
  return total;
}
