// Saved-search alerts: every machine that runs the job worker ticks once a minute; each
// frequency's run holds a Postgres advisory lock and reads its watermark, so one machine does
// each run once per interval (instant every 5 minutes, daily, weekly). See decision 17.
import { log } from "../app/shared/log";
import { scheduledRun } from "./scheduled-run";

const alerts = scheduledRun("saved-search alerts failed", async () => {
  const { runDueAlerts } = await import("../app/modules/saved-searches/alerts.server");
  const runs = await runDueAlerts();
  for (const [frequency, run] of Object.entries(runs)) {
    if (run) log("info", "saved-search alerts run", { frequency, ...run, matchMs: Math.round(run.matchMs) });
  }
});

/** Starts the minute tick; the timer never keeps the process alive. */
export const startScheduledAlerts = (intervalMs?: number) => alerts.start(intervalMs);
export const stopScheduledAlerts = () => alerts.stop();
