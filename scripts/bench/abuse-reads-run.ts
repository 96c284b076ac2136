// Runs the costly-read scenarios of scripts/bench/lib/abuse-reads.ts against the production
// server (after `npm run build`), on its own seeded database (BENCH_ABUSE_LISTINGS, default
// 60,000, seeded once and reused), with fly.toml's caches on:
//   1. preview images walked by 8 clients, ids never asked before (every card drawn);
//   2. the same ids walked again and again (every card from storage or memory);
//   3. 8 clients running nearest-first searches (radius 150, limit 50).
// Prints /healthz p50/p95/max during each. Settings: BENCH_PG_PORT (54349), BENCH_APP_PORT
// (3147), BENCH_DURATION seconds per scenario (10), WEB_CONCURRENCY (1).
// Run: npx tsx scripts/bench/abuse-reads-run.ts
import fs from "node:fs";
import path from "node:path";
import { prepareBenchDatabase } from "./lib/bench-database";
import { startAppServer } from "./lib/app-server";
import { formatReadReport, idleHealth, nearestFirstSearches, walkPreviewImages } from "./lib/abuse-reads";

const seconds = Number(process.env.BENCH_DURATION ?? 10);
const workers = process.env.WEB_CONCURRENCY ?? "1";
const db = await prepareBenchDatabase({
  folder: "bench-abuse-postgres",
  port: Number(process.env.BENCH_PG_PORT ?? 54349),
  database: "ridemarket_bench_abuse",
  listings: Number(process.env.BENCH_ABUSE_LISTINGS ?? 60_000),
});
// Cards stored by an earlier run would spare the first walk its drawing.
fs.rmSync(path.join(db.uploadDir, "previews"), { recursive: true, force: true });
const server = await startAppServer({
  port: Number(process.env.BENCH_APP_PORT ?? 3147),
  databaseUrl: db.url,
  uploadDir: db.uploadDir,
  env: { WEB_CONCURRENCY: workers, PAGE_CACHE_SECONDS: "5", SEARCH_COUNT_CACHE_SECONDS: "30", LOOKUP_CACHE_SECONDS: "60" },
});
try {
  console.log(`\nProduction server, WEB_CONCURRENCY=${workers}, ${db.listings.toLocaleString("en-US")} listings, ${seconds} s per scenario\n`);
  const idle = await idleHealth(server.origin);
  console.log(`${"idle".padEnd(52)} healthz p50 ${idle.p50.toFixed(1).padStart(6)} ms  p95 ${idle.p95.toFixed(1).padStart(6)} ms  max ${idle.max.toFixed(1).padStart(6)} ms  (${idle.count} probes)`);
  const log = () => {};
  const serverPids = () => server.rss().map((p) => p.pid);
  console.log(`load average before: ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} (the machine's cores: ${(await import("node:os")).availableParallelism()})`);
  const first = await walkPreviewImages(server.origin, { seconds, log, serverPids, label: "preview images walked (drawn)" });
  console.log(formatReadReport(first));
  const walked = Object.values(first.statuses).reduce((a, b) => a + b, 0);
  const again = await walkPreviewImages(server.origin, { seconds, lastId: walked, log, serverPids, label: "the same ids walked again (stored)" });
  console.log(formatReadReport(again));
  console.log(formatReadReport(await nearestFirstSearches(server.origin, { seconds, log, serverPids })));
  console.log(`load average after: ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
} finally {
  await server.stop();
  await db.stop();
}
