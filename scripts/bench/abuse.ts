// npm run bench:abuse: what an attacker's cheapest requests cost the production server, on its
// own seeded database (BENCH_ABUSE_LISTINGS demo listings, default 60,000, seeded once and
// reused), configured by fly.toml's [env] (caches, memory budget, WEB_CONCURRENCY=2 unless
// WEB_CONCURRENCY is set). Each scenario runs in turn; for each, one row: what the requests got
// back and how fast, the resident memory of every server process (before, peak, and 30 s after),
// and /healthz p95 while it ran.
//   - oversized bodies to the sign-in routes (lib/abuse-floods.ts);
//   - 12 parallel 150 MB photo posts, and ten 40 MP photos at once (lib/abuse-uploads.ts);
//   - 8 clients walking preview images, and 8 running nearest-first searches (lib/abuse-reads.ts);
//   - 8 clients looping over worst-case searches for 10 s (abuse-search.ts).
// Prints the table; always exits 0 (the numbers are evidence, the tests hold the limits).
// `npm run bench:abuse` builds the app first. Settings: BENCH_PG_PORT (54349), BENCH_APP_PORT
// (3147), BENCH_ABUSE_LISTINGS (60,000), WEB_CONCURRENCY (2, as fly.toml runs a machine),
// BENCH_MALLOC (image: jemalloc preloaded where the host has it, as the Docker image runs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareBenchDatabase } from "./lib/bench-database";
import { BENCH_SESSION_SECRET, startAppServer } from "./lib/app-server";
import { measureScenario, printAbuseTable, type AbuseRow } from "./lib/abuse-probe";
import { bodyFlood } from "./lib/abuse-floods";
import { largePhotoBurst, oversizedPhotoPosts, prepareLargePhotos, prepareUploaders } from "./lib/abuse-uploads";
import { nearestFirstSearches, walkPreviewImages, type ReadScenarioReport } from "./lib/abuse-reads";
import { abuseSearch, WORST_CASE_SEARCHES } from "./abuse-search";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { allocatorFromEnv } from "./lib/allocator";
import { flyServerEnv } from "./lib/fly-env";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3147);
const LISTINGS = Number(process.env.BENCH_ABUSE_LISTINGS ?? 60_000);
const MB = 2 ** 20;

// The sessions the bench signs its accounts in with are checked by the server with this secret.
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;

// The database bench:abuse:search seeds, so either script reuses the other's.
const database = await prepareBenchDatabase({ folder: "bench-abuse-postgres", port: PG_PORT, database: "ridemarket_bench_abuse", listings: LISTINGS });
const rows: AbuseRow[] = [];
const details: string[] = [];
const workers = process.env.WEB_CONCURRENCY ?? "2";
const allocator = allocatorFromEnv("image");
const readRow = (report: ReadScenarioReport) => ({
  answers: Object.entries(report.statuses).map(([status, n]) => `${status} x${n}`).join(", "),
  timing: `${report.perSecond.toFixed(1)} req/s`,
});
try {
  const db = createSeedClient(database.url);
  const uploaders = await prepareUploaders(db, 12);
  await db.$disconnect();
  const photos = await prepareLargePhotos(10);
  const server = await startAppServer({ port: APP_PORT, databaseUrl: database.url, uploadDir: database.uploadDir, env: { ...flyServerEnv(), WEB_CONCURRENCY: workers, ...allocator.env } });
  try {
    // Warm the routes up in every worker (connections go to them in turn) so their first-use
    // cost is not counted as the scenario's; the searches from a zip code the scenarios never ask.
    const nearest = "zipCode=04101&radius=150&sortBy=nearest&limit=50";
    const warmUp = ["/login", "/api/auth/me", "/sell?step=2", `/buy?${nearest}`, `/api/vehicles/search?${nearest}`, ...WORST_CASE_SEARCHES];
    for (let round = 0; round < 2 * Number(workers); round++) for (const path of warmUp) await fetch(`${server.origin}${path}`).then((r) => r.arrayBuffer());
    // The photo paths too: an oversized post to each per worker, so the multipart parser and the
    // refusal are compiled before the posts are measured and the baseline includes that code.
    await oversizedPhotoPosts(server.origin, uploaders, { posts: 3 * Number(workers), fileBytes: 20 * MB, log: () => {} });
    const log = (line: string) => details.push(line);
    rows.push(await measureScenario(server, "POST /login, 200 MB chunked form", () => bodyFlood(server.origin, "/login", "application/x-www-form-urlencoded", "email=a%40b.example&password=", 200 * MB)));
    rows.push(await measureScenario(server, "POST /api/auth/login, 50 MB chunked JSON", () => bodyFlood(server.origin, "/api/auth/login", "application/json", '{"email":"a@b.example","password":"', 50 * MB)));
    log("12 parallel 150 MB photo posts:");
    rows.push(await measureScenario(server, "12 x 150 MB photo posts, 12 accounts", () => oversizedPhotoPosts(server.origin, uploaders, { log })));
    rows.push(await measureScenario(server, "10 x 40 MP photos at once, 5 sellers", () => largePhotoBurst(server.origin, uploaders.slice(0, 5), photos, { log })));
    // Cards stored by an earlier run would be read, not drawn: start the walk from none.
    fs.rmSync(path.join(database.uploadDir, "previews"), { recursive: true, force: true });
    rows.push(await measureScenario(server, "8 clients walking preview images, 10 s", async () => readRow(await walkPreviewImages(server.origin, { log }))));
    rows.push(await measureScenario(server, "8 clients, nearest-first searches, 10 s", async () => readRow(await nearestFirstSearches(server.origin, { log }))));
    rows.push(
      await measureScenario(server, "8 clients, worst-case searches, 10 s", async () => {
        const report = await abuseSearch(server.origin, { seconds: 10, log: () => {} });
        const statuses = Object.entries(report.statuses).map(([status, n]) => `${status} x${n}`).join(", ");
        return { answers: statuses, timing: `${report.searches} searches` };
      }),
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.stop();
}

const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(`\nProduction server, WEB_CONCURRENCY=${workers}, allocator ${allocator.name}, ${database.listings.toLocaleString("en-US")} listings, ${os.availableParallelism()} cores (load average now ${load}); memory in MB per server process (primary first)\n`);
printAbuseTable(rows);
if (details.length) console.log(`\n${details.join("\n")}`);
process.exit(0);
