// Sweeps orphan photos every hour from the server process (there is no job queue yet).
// Every machine runs the timer; the sweep's advisory lock lets one of them work at a time.
import { log } from "./log";

const HOUR = 60 * 60 * 1000;

async function sweep() {
  try {
    // Loaded when first needed: importing it opens the database client, which must not
    // happen before the worker has checked the settings.
    const { sweepOrphanPhotosOnce } = await import("../app/modules/media/orphan-sweep.server");
    const result = await sweepOrphanPhotosOnce();
    if (result) log("info", "orphan photos swept", { deleted: result.deleted });
  } catch (error) {
    log("error", "orphan photo sweep failed", { error: String(error) });
  }
}

/** Starts the hourly sweep, first a few minutes after start-up; the timers never keep the process alive. */
export function startScheduledCleanup(intervalMs = HOUR) {
  setTimeout(() => {
    void sweep();
    setInterval(() => void sweep(), intervalMs).unref();
  }, 5 * 60 * 1000).unref();
}
