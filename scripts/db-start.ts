// Runs the embedded Postgres in the foreground (for psql or a manual DATABASE_URL).
// --reset drops the app database first, so the next start migrates and seeds afresh.
import { startEmbeddedPostgres, defaultDataDir } from "./lib/embedded-postgres";
import { ROOT } from "./lib/database-setup";

const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const db = await startEmbeddedPostgres({ dataDir: defaultDataDir(ROOT), port });
if (process.argv.includes("--reset")) {
  await db.dropDatabase("ridemarket");
  console.log("Dropped database ridemarket.");
  await db.stop();
  process.exit(0);
}
await db.ensureDatabase("ridemarket");
console.log(`Postgres is running. DATABASE_URL=${db.url("ridemarket")}`);
console.log("Press Ctrl+C to stop.");
const stop = async () => {
  await db.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
setInterval(() => {}, 1 << 30);
