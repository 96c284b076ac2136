// The production HTTP server (`npm start`, the browser tests and the Docker image all run it).
// Run with `node --import tsx server/index.ts` after `npm run build`.
// WEB_CONCURRENCY > 1 runs that many worker processes sharing the port (one per core is the
// sensible most); otherwise this process serves requests itself.
import cluster from "node:cluster";
import { log } from "./log";

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (cluster.isPrimary && Number.isInteger(workers) && workers > 1) {
  const { runPrimary } = await import("./primary");
  runPrimary(workers);
} else {
  if (cluster.isPrimary && process.env.WEB_CONCURRENCY && !(workers >= 1)) log("warn", "WEB_CONCURRENCY is not a positive whole number: serving from one process");
  await import("./worker");
}
