// Starts and stops the job worker inside a server process. Who runs it (docs/deploy.md):
// - `npm start` with WEB_CONCURRENCY=1: the one server process, unless JOB_WORKER=0;
// - WEB_CONCURRENCY>1: the cluster's primary process only (one poller per machine, not one
//   per HTTP process); the HTTP processes only queue jobs;
// - `npm run worker` (server/job-worker.ts): a process that runs jobs and serves nothing.
// Loaded after the settings are checked: importing the app's modules reads them.
import { log } from "../app/shared/log";
import { startScheduledAlerts, stopScheduledAlerts } from "./scheduled-alerts";
import { startScheduledListingLife, stopScheduledListingLife } from "./scheduled-listing-life";
import { startScheduledFeedPulls, stopScheduledFeedPulls } from "./scheduled-feed-pulls";
import { startScheduledPlanRenewals, stopScheduledPlanRenewals } from "./scheduled-plan-renewals";
import { startScheduledOfferExpiry, stopScheduledOfferExpiry } from "./scheduled-offers";
import { startScheduledPriceDrops, stopScheduledPriceDrops } from "./scheduled-price-drops";

export async function startJobWorkerHere(databaseUrl: string) {
  const { configureJobs } = await import("../app/modules/jobs/boss.server");
  await import("./job-handlers");
  const { startJobWorker } = await import("../app/modules/jobs/worker.server");
  const boss = await configureJobs({ connectionString: databaseUrl, supervise: true });
  await startJobWorker(boss);
  startScheduledAlerts();
  startScheduledListingLife();
  startScheduledFeedPulls();
  startScheduledPlanRenewals();
  startScheduledOfferExpiry();
  startScheduledPriceDrops();
  log("info", "job worker started");
}

/**
 * Starts the job worker; while the database is away it tries again every 30 s, until `stopping()`
 * says the process is stopping. Returns the latest attempt, for a shutdown to wait on.
 */
export function startJobWorkerRetrying(databaseUrl: string, stopping: () => boolean): () => Promise<void> {
  let attempt: Promise<void>;
  const start = async () => {
    try {
      await startJobWorkerHere(databaseUrl);
    } catch (error) {
      log("error", "job worker failed to start; retrying in 30 s", { error: String(error) });
      if (!stopping()) setTimeout(() => (attempt = start()), 30_000).unref();
    }
  };
  attempt = start();
  return () => attempt;
}

/**
 * Opens this process's queue connection at start-up, where the process runs no job worker but
 * still queues mail (a cluster's HTTP processes, or JOB_WORKER=0). Left to the first mail queued,
 * pg-boss's start (its schema check and every queue's settings) ran inside that user's request:
 * a buyer's first message waited for it. A failure here (the database away) is only logged: the
 * first mail queued tries again.
 */
export async function readyJobSender() {
  const { jobBoss } = await import("../app/modules/jobs/boss.server");
  try {
    await jobBoss();
    log("info", "job sender ready", { pid: process.pid });
  } catch (error) {
    log("warn", "job sender not ready; the first mail queued tries again", { pid: process.pid, error: String(error) });
  }
}

/** Stops the queue, letting a running job finish; a failure is logged, never thrown. */
export async function stopJobsHere(timeoutMs?: number) {
  stopScheduledAlerts();
  stopScheduledListingLife();
  stopScheduledFeedPulls();
  stopScheduledPlanRenewals();
  stopScheduledOfferExpiry();
  stopScheduledPriceDrops();
  const { stopJobs } = await import("../app/modules/jobs/boss.server");
  await stopJobs(timeoutMs).catch((error) => log("error", "job queue stop failed", { error: String(error) }));
}
