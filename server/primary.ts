// The cluster's primary process: starts the workers, replaces one that crashes, and on SIGTERM
// or SIGINT passes the signal on and exits once every worker has finished its graceful stop.
import cluster, { type Worker } from "node:cluster";
import { log } from "../app/shared/log";
import { settingsOrExit } from "./settings";
import { startJobWorkerRetrying, stopJobsHere } from "./jobs";
import { logMemoryEvery } from "./memory-report";
import { recordProcessMetrics, startMetricsServer } from "./metrics-server";

/** A worker that dies this soon after starting is failing to start, not crashing under load. */
const STARTUP_MS = 10_000;

export function runPrimary(count: number) {
  // Fail once, here, on a missing secret rather than in every worker, over and over.
  const config = settingsOrExit();

  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  // A replacement takes the slot of the worker it replaces: its metrics keep the same `process` label.
  const slots = new Map<Worker, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ WORKER_SLOT: String(slot) });
    startedAt.set(worker, Date.now());
    slots.set(worker, slot);
  };
  for (let i = 1; i <= count; i++) fork(i);
  log("info", "cluster started", { workers: count, node: process.version });
  logMemoryEvery(config.MEMORY_LOG_SECONDS);
  recordProcessMetrics("primary");
  if (config.METRICS_PORT > 0) startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);

  // One job poller per machine: here, not in each HTTP worker (server/jobs.ts).
  const jobsStarting = config.JOB_WORKER ? startJobWorkerRetrying(config.DATABASE_URL, () => stopping) : undefined;
  let jobsStopped = !jobsStarting;
  let exiting = false;
  const exitWhenDone = () => {
    if (!jobsStopped || startedAt.size > 0 || exiting) return;
    exiting = true;
    // The job worker's last spans, when tracing is on (the module is loaded only then).
    const flushed = config.OTEL_EXPORTER_OTLP_ENDPOINT ? import("./tracing").then(({ stopTracing }) => stopTracing(2000)) : Promise.resolve();
    void flushed.catch(() => {}).finally(() => process.exit(exitCode));
  };

  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    const slot = slots.get(worker) ?? 1;
    startedAt.delete(worker);
    slots.delete(worker);
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
    fork(slot);
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log("info", "cluster stopping", { signal, workers: startedAt.size });
    if (!jobsStopped) {
      void (async () => {
        await jobsStarting?.();
        await stopJobsHere(Math.min(10_000, config.SHUTDOWN_TIMEOUT_MS));
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
