// The production HTTP server (`npm start`, the browser tests and the Docker image all run it).
// Run with `node --import tsx server/index.ts` after `npm run build`.
// WEB_CONCURRENCY > 1 runs that many worker processes sharing the port (one per core is the
// sensible most); otherwise this process serves requests itself. env.server.ts validates it.
import cluster from "node:cluster";
import { register } from "node:module";
import { guardAgainstDatabaseErrors } from "./database-guard";

// Before anything imports react-router: its production build, not the development one.
if (process.env.NODE_ENV === "production") register("./react-router-production.mjs", import.meta.url);

// A database restart must never end the process (decision 28).
guardAgainstDatabaseErrors();

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (cluster.isPrimary && Number.isInteger(workers) && workers > 1) {
  const { runPrimary } = await import("./primary");
  runPrimary(workers);
} else {
  await import("./worker");
}
