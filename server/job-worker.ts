// `npm run worker`: runs background jobs (mail delivery) without serving HTTP, for deploys
// that keep workers apart from web machines (fly.toml's `worker` process group; set
// JOB_WORKER=0 on the web machines then). Stops cleanly on SIGTERM: running jobs finish.
import { guardAgainstDatabaseErrors } from "./database-guard";
import { log } from "../app/shared/log";
import { settingsOrExit } from "./settings";
import { useSourceMaps } from "./stack-traces";
import { startJobWorkerHere, stopJobsHere } from "./jobs";

const config = settingsOrExit();
useSourceMaps(config.NODE_ENV === "production");
guardAgainstDatabaseErrors();
// Before the job modules load pg (server/tracing.ts); the SDK is loaded only when this is set.
let tracing: typeof import("./tracing") | null = null;
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
  try {
    tracing = await import("./tracing");
    await tracing.startTracing("jobs");
  } catch (error) {
    log("error", "tracing failed to start", { error: String((error as Error)?.stack ?? error) });
  }
}

try {
  await startJobWorkerHere(config.DATABASE_URL);
} catch (error) {
  log("error", "job worker failed to start", { error: String(error) });
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log("info", "job worker stopping", { signal });
  await stopJobsHere(config.SHUTDOWN_TIMEOUT_MS);
  const { prisma } = await import("../app/utils/db.server");
  await prisma.$disconnect();
  await tracing?.stopTracing(2000);
  log("info", "job worker stopped", { signal });
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
