// Sweeps orphan photos, then the preview cards of deleted listings and posts, every hour from
// the server process. Every machine runs the timer; the photo sweep's advisory lock lets one of
// them work at a time, and only that one sweeps the cards after it.
import { log } from "../app/shared/log";

const HOUR = 60 * 60 * 1000;

async function sweep() {
  try {
    // Loaded when first needed: importing it opens the database client, which must not
    // happen before the worker has checked the settings.
    const { sweepOrphanPhotosOnce } = await import("../app/modules/media/orphan-sweep.server");
    const result = await sweepOrphanPhotosOnce();
    if (!result) return;
    log("info", "orphan photos swept", { deleted: result.deleted });
    const { sweepOrphanCards } = await import("../app/modules/seo/card-sweep.server");
    log("info", "orphan preview cards swept", await sweepOrphanCards());
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
