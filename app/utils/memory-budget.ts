// How a machine's memory is shared between the server's processes (decision 31): what the
// processes may hold together, each process's V8 heap limit, and the room left for the caches.
// The fixed costs below were measured with `npm run bench:server` (docs/scaling.md, "Memory").

/** Share of the machine the server's processes may hold together; the rest is the kernel's, the page cache's and slack. */
export const PROCESS_SHARE = 0.83;
/** What the cluster's primary holds (jobs, schedules, no requests), heap included. */
export const PRIMARY_RSS_MB = 110;
/** The primary's old-generation heap limit. */
export const PRIMARY_OLD_SPACE_MB = 64;
/** What a serving process holds besides its heap and its caches: code, the query compiler's WebAssembly, buffers in flight, allocator slack. */
export const WORKER_NATIVE_MB = 100;
/** V8's young generation at its default size (three 16 MB semi-spaces), outside the old-space limit. */
export const YOUNG_GENERATION_MB = 48;
/** Below this a serving process spends its time collecting garbage under load. */
export const MIN_WORKER_OLD_SPACE_MB = 128;

export interface MemoryPlan {
  memoryMb: number;
  workers: number;
  /** What all of the server's processes together may hold. */
  processesMb: number;
  /** What each serving process may hold. */
  workerMb: number;
  /** --max-old-space-size of each serving process (the only process when workers is 1). */
  workerOldSpaceMb: number;
  /** --max-old-space-size of the cluster's primary; null when one process serves alone. */
  primaryOldSpaceMb: number | null;
}

/**
 * The plan for a machine of `memoryMb` running `workers` serving processes whose caches may
 * hold `cachesMb` each; an error message when the caches leave a worker too little heap.
 */
export function planMemory(memoryMb: number, workers: number, cachesMb: number): MemoryPlan | { error: string } {
  const processesMb = Math.floor(memoryMb * PROCESS_SHARE);
  const primaryMb = workers > 1 ? PRIMARY_RSS_MB : 0;
  const workerMb = Math.floor((processesMb - primaryMb) / workers);
  const workerOldSpaceMb = workerMb - WORKER_NATIVE_MB - YOUNG_GENERATION_MB - cachesMb;
  if (workerOldSpaceMb < MIN_WORKER_OLD_SPACE_MB) {
    return {
      error:
        `${memoryMb} MB of memory leaves each of ${workers} worker process${workers === 1 ? "" : "es"} ${workerOldSpaceMb} MB of heap after ${cachesMb} MB of caches ` +
        `(at least ${MIN_WORKER_OLD_SPACE_MB} MB is needed): lower WEB_CONCURRENCY, PAGE_CACHE_MB, LOOKUP_CACHE_MB, SEARCH_RESULTS_CACHE_MB or ZIP_DISTANCE_CACHE_MB, or give the machine more memory.`,
    };
  }
  return { memoryMb, workers, processesMb, workerMb, workerOldSpaceMb, primaryOldSpaceMb: workers > 1 ? PRIMARY_OLD_SPACE_MB : null };
}

/** The V8 flag that sets a process's heap limit. */
export const oldSpaceFlag = (mb: number) => `--max-old-space-size=${mb}`;
