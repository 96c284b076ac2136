// Gives memory back soon after a burst of costly work (photo uploads above all) ends. A burst
// leaves tens of MB of request chunks and decoded pixels as garbage; an idle process runs no
// garbage collection until V8's memory reducer gets to it, about half a minute later, so the
// machine's memory would stay high for that long (decision 31). When the last slot of such work
// is given back, one full collection runs a moment later, at most once every few seconds; the
// allocator (jemalloc, with a short decay in the image) then returns the freed pages.
import v8 from "node:v8";
import vm from "node:vm";

// After the last slot is given back, the answer is still being sent and a refused body drained
// for a second (server/request-guards.ts): the collection waits until that is garbage too.
const SETTLE_MS = 2000;
const AT_MOST_EVERY_MS = 5000;

let collect: (() => void) | null | undefined;
let timer: NodeJS.Timeout | null = null;
let lastRun = 0;

/** The engine's full collection, exposed once for this process; null where it cannot be. */
function collector(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    v8.setFlagsFromString("--expose-gc");
    collect = vm.runInNewContext("gc") as () => void;
  } catch {
    collect = null;
  }
  return collect;
}

/** Asks for a full collection shortly, unless one ran or is due within the last few seconds. */
export function collectSoon(): void {
  if (timer) return;
  const wait = Math.max(SETTLE_MS, lastRun + AT_MOST_EVERY_MS - Date.now());
  timer = setTimeout(() => {
    timer = null;
    lastRun = Date.now();
    collector()?.();
  }, wait);
  timer.unref();
}
