// Runs a streaming read replica of the embedded Postgres in the foreground and prints the
// DATABASE_REPLICA_URLS that points the app at it. Starts the embedded primary too when it is
// not running (as `npm run db:start` would). The standby is kept in .data/postgres-replica and
// catches up on the next start; --reset copies the primary afresh, --remove deletes it and the
// primary's replication slot for it.
import path from "node:path";
import { startEmbeddedPostgres, defaultDataDir } from "./lib/embedded-postgres";
import { removeStreamingReplica, startStreamingReplica } from "./lib/replica";
import { ROOT } from "./lib/database-setup";

const primaryPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const port = Number(process.env.REPLICA_PG_PORT ?? 54339);
const dataDir = process.env.REPLICA_PG_DIR ?? path.join(ROOT, ".data", "postgres-replica");
const log = (line: string) => console.log(`[replica] ${line}`);

const primary = await startEmbeddedPostgres({ dataDir: defaultDataDir(ROOT), port: primaryPort, log: process.env.DEBUG_PG ? log : undefined });

if (process.argv.includes("--remove")) {
  await removeStreamingReplica({ primaryPort, port, dataDir });
  console.log(`Removed the replica in ${dataDir} and its replication slot.`);
  await primary.stop();
  process.exit(0);
}

await primary.ensureDatabase("ridemarket");
log(`Making or starting the streaming replica on port ${port}`);
const replica = await startStreamingReplica({ primaryPort, dataDir, port, fresh: process.argv.includes("--reset"), log: process.env.DEBUG_PG ? log : undefined });

await replica.caughtUp(120_000);
console.log(`Streaming replica of port ${primaryPort} is running on port ${port} (${dataDir}).`);
console.log(`DATABASE_URL=${primary.url("ridemarket")}`);
console.log(`DATABASE_REPLICA_URLS=${replica.url("ridemarket")}`);
console.log("Press Ctrl+C to stop.");
const stop = async () => {
  await replica.stop();
  await primary.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
setInterval(() => {}, 1 << 30);
