// The cluster's primary process: starts the workers, replaces one that crashes, and on SIGTERM
// or SIGINT passes the signal on and exits once every worker has finished its graceful stop.
import cluster, { type Worker } from "node:cluster";
import { EnvError, parseEnv } from "../app/utils/env.server";
import { log } from "./log";
import { startJobWorkerHere, stopJobsHere } from "./jobs";

/** A worker that dies this soon after starting is failing to start, not crashing under load. */
const STARTUP_MS = 10_000;

export function runPrimary(count: number) {
  // Fail once, here, on a missing secret rather than in every worker, over and over.
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    log("error", error.message);
    process.exit(1);
  }

  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) fork();
  log("info", "cluster started", { workers: count, node: process.version });

  // One job poller per machine: here, not in each HTTP worker (server/jobs.ts).
  let jobs: Promise<void> | undefined;
  const startJobs = async () => {
    try {
      await startJobWorkerHere(config.DATABASE_URL);
    } catch (error) {
      log("error", "job worker failed to start; retrying in 30 s", { error: String(error) });
      if (!stopping) setTimeout(() => (jobs = startJobs()), 30_000).unref();
    }
  };
  if (config.JOB_WORKER) jobs = startJobs();
  let jobsStopped = !config.JOB_WORKER;
  const exitWhenDone = () => {
    if (jobsStopped && startedAt.size === 0) process.exit(exitCode);
  };

  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      exitWhenDone();
      return;
    }
    log("error", "worker exited", { pid: worker.process.pid, code, signal });
    if (Date.now() - started < STARTUP_MS) {
      log("error", "a worker failed while starting: stopping the cluster");
      stop("SIGTERM", 1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log("info", "cluster stopping", { signal, workers: startedAt.size });
    if (!jobsStopped) {
      void (async () => {
        await jobs;
        await stopJobsHere(Math.min(10_000, config.SHUTDOWN_TIMEOUT_MS)).catch((error) => log("error", "job queue stop failed", { error: String(error) }));
        jobsStopped = true;
        exitWhenDone();
      })();
    }
    exitWhenDone();
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  // A terminal's Ctrl-C reaches the workers too (same process group); they stop gracefully either way.
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
