// Saved-search alerts: every machine that runs the job worker ticks once a minute; each
// frequency's run holds a Postgres advisory lock and reads its watermark, so one machine does
// each run once per interval (instant every 5 minutes, daily, weekly). See decision 17.
import { log } from "./log";

const MINUTE = 60 * 1000;
let timer: NodeJS.Timeout | undefined;
let running = false;

async function tick() {
  if (running) return;
  running = true;
  try {
    const { runDueAlerts } = await import("../app/modules/saved-searches/alerts.server");
    const runs = await runDueAlerts();
    for (const [frequency, run] of Object.entries(runs)) {
      if (run) log("info", "saved-search alerts run", { frequency, ...run, matchMs: Math.round(run.matchMs) });
    }
  } catch (error) {
    log("error", "saved-search alerts failed", { error: String(error) });
  } finally {
    running = false;
  }
}

/** Starts the minute tick; the timer never keeps the process alive. */
export function startScheduledAlerts(intervalMs = MINUTE) {
  if (timer) return;
  timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
}

export function stopScheduledAlerts() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
