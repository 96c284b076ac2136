// Starts and stops the job worker inside a server process. Who runs it (docs/deploy.md):
// - `npm start` with WEB_CONCURRENCY=1: the one server process, unless JOB_WORKER=0;
// - WEB_CONCURRENCY>1: the cluster's primary process only (one poller per machine, not one
//   per HTTP process); the HTTP processes only queue jobs;
// - `npm run worker` (server/job-worker.ts): a process that runs jobs and serves nothing.
// Loaded after the settings are checked: importing the app's modules reads them.
import { log } from "./log";

export async function startJobWorkerHere(databaseUrl: string) {
  const { configureJobs } = await import("../app/modules/jobs/boss.server");
  const { startJobWorker } = await import("../app/modules/jobs/worker.server");
  const boss = await configureJobs({ connectionString: databaseUrl, supervise: true });
  await startJobWorker(boss);
  log("info", "job worker started");
}

export async function stopJobsHere(timeoutMs?: number) {
  const { stopJobs } = await import("../app/modules/jobs/boss.server");
  await stopJobs(timeoutMs);
}
