// `npm run worker`: runs background jobs (mail delivery) without serving HTTP, for deploys
// that keep workers apart from web machines (fly.toml's `worker` process group; set
// JOB_WORKER=0 on the web machines then). Stops cleanly on SIGTERM: running jobs finish.
import { EnvError, parseEnv } from "../app/utils/env.server";
import { log } from "./log";
import { startJobWorkerHere, stopJobsHere } from "./jobs";

let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  log("error", error.message);
  process.exit(1);
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
  await stopJobsHere(config.SHUTDOWN_TIMEOUT_MS).catch((error) => log("error", "job worker stop failed", { error: String(error) }));
  const { prisma } = await import("../app/utils/db.server");
  await prisma.$disconnect();
  log("info", "job worker stopped", { signal });
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
