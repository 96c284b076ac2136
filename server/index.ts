// The production HTTP server (`npm start`, the browser tests and the Docker image all run it).
// Run with `node --import tsx server/index.ts` after `npm run build`.
// WEB_CONCURRENCY > 1 runs that many worker processes sharing the port (one per core is the
// sensible most); otherwise this process serves requests itself. env.server.ts validates it.
// MEMORY_MB (or Fly's FLY_VM_MEMORY_MB) sets every process's heap limit (server/heap-limit.ts).
// OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on in every process (server/tracing.ts).
import cluster from "node:cluster";
import { register } from "node:module";
import { guardAgainstDatabaseErrors } from "./database-guard";
import { heapLimits, OWN_LIMIT_VARIABLE, restartWithHeapLimit } from "./heap-limit";
import { log } from "../app/shared/log";
import { settingsOrExit } from "./settings";
import { useSourceMaps } from "./stack-traces";

// Before anything imports react-router: its production build, not the development one.
if (process.env.NODE_ENV === "production") register("./react-router-production.mjs", import.meta.url);
useSourceMaps(process.env.NODE_ENV === "production");

// A database restart must never end the process (decision 28).
guardAgainstDatabaseErrors();

const config = settingsOrExit();
const limits = heapLimits(config, process.execArgv, process.env.NODE_OPTIONS, process.env[OWN_LIMIT_VARIABLE]);
// A forked worker was started with its limit; only the first process sets its own.
if (cluster.isPrimary && limits.self !== null && !restartWithHeapLimit(limits.self)) {
  log("warn", `this Node cannot set its own heap limit: start it with NODE_OPTIONS=--max-old-space-size=${limits.self}`);
}

// Before anything loads http, express, pg or the app, so that their modules are instrumented.
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const role = cluster.isPrimary ? (config.WEB_CONCURRENCY > 1 ? "primary" : "server") : `worker-${process.env.WORKER_SLOT ?? cluster.worker?.id}`;
  // Serving without traces beats not serving.
  await import("./tracing").then(({ startTracing }) => startTracing(role)).catch((error) => log("error", "tracing failed to start", { error: String(error?.stack ?? error) }));
}

if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  if (limits.workerExecArgv) cluster.setupPrimary({ execArgv: limits.workerExecArgv });
  const { runPrimary } = await import("./primary");
  runPrimary(config.WEB_CONCURRENCY);
} else {
  await import("./worker");
}
