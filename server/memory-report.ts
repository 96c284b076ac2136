// Where a process's memory is: its resident set, V8's heap (used, reserved, limit), memory held
// outside the heap for JavaScript (Buffers and other ArrayBuffers), what each cache holds, and
// the rest (code, native libraries, the allocator's arenas). Logged as one "memory" line every
// MEMORY_LOG_SECONDS; `npm run bench:server` reads these lines.
import cluster from "node:cluster";
import v8 from "node:v8";
import type { CacheUsage } from "../app/utils/cache-usage.server";
import { log } from "../app/shared/log";

const MB = 2 ** 20;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export interface MemoryReport {
  role: "primary" | "worker" | "single";
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  heapLimitMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** RSS less the heap V8 holds and the memory outside it that JavaScript holds. */
  otherMb: number;
  caches: Record<string, { entries: number; mb: number; maxMb: number }>;
}

export function memoryReport(caches: () => CacheUsage[] = () => []): MemoryReport {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  return {
    role: cluster.isWorker ? "worker" : process.env.WEB_CONCURRENCY && Number(process.env.WEB_CONCURRENCY) > 1 ? "primary" : "single",
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    heapLimitMb: mb(heap.heap_size_limit),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    otherMb: mb(usage.rss - usage.heapTotal - usage.external),
    caches: Object.fromEntries(caches().map((c) => [c.name, { entries: c.entries, mb: mb(c.bytes), maxMb: mb(c.maxBytes) }])),
  };
}

/** Logs the report every `seconds` (0: never) for as long as the process runs. */
export function logMemoryEvery(seconds: number, caches?: () => CacheUsage[]) {
  if (seconds <= 0) return;
  setInterval(() => log("info", "memory", { pid: process.pid, ...memoryReport(caches) }), seconds * 1000).unref();
}
