// What each in-process cache holds against its byte budget, for the memory report the server
// logs (server/memory-report.ts) and the benchmarks. Every cache bounded in bytes registers here.

export interface CacheUsage {
  name: string;
  entries: number;
  bytes: number;
  maxBytes: number;
}

const caches = new Map<string, () => CacheUsage>();

export function registerCache(name: string, usage: () => Omit<CacheUsage, "name">) {
  caches.set(name, () => ({ name, ...usage() }));
}

export function cacheUsage(): CacheUsage[] {
  return [...caches.values()].map((usage) => usage());
}
