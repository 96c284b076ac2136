// npm run bench:server: autocannon load (BENCH_CONNECTIONS, default 50) against the production
// server on a database of BENCH_LISTINGS listings (default 1,000,000, seeded once and reused):
// /buy with filters and the cheap pages. Prints requests/s, latency percentiles, errors and the
// peak resident memory of each server process. WEB_CONCURRENCY (default: one worker per core)
// PAGE_CACHE_SECONDS (default 5), SEARCH_COUNT_CACHE_SECONDS (default 30) and LOOKUP_CACHE_SECONDS
// (default 60), as fly.toml sets them, are passed to the server. `npm run bench:server` builds the app first.
// "/buy, signed in" requests 1,000 distinct /buy URLs from the filter space with the session
// cookie of a real user, so no page cache answers: every request renders against the database.
// "/buy, signed in, 1 URL" renders one cheap search the same way: what rendering alone allows.
// "/vehicles/:id" asks for 2,000 listings' pages, each request with its own browser User-Agent, so
// every answer counts a new view (one insert per request, decision 20) as distinct visitors would.
// BENCH_SCENARIOS=/buy,signed measures only the scenarios whose name contains one of the words.
// BENCH_REPLICA=1 starts a streaming standby of the bench database, gives it to the server as
// DATABASE_REPLICA_URLS and prints the share of each scenario's transactions each one served.
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { prepareBenchDatabase } from "./lib/bench-database";
import { BENCH_SESSION_SECRET, startAppServer } from "./lib/app-server";
import { buyUrls, loadBuyCatalog } from "./lib/buy-urls";
import { benchBuyer, checkSignedIn, sessionCookieFor } from "./lib/bench-session";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { ROOT } from "../lib/database-setup";
import { startStreamingReplica, type StreamingReplica } from "../lib/replica";
import { transactionCount } from "./lib/transaction-count";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism());
const PAGE_CACHE = process.env.PAGE_CACHE_SECONDS ?? "5";
const COUNT_CACHE = process.env.SEARCH_COUNT_CACHE_SECONDS ?? "30";
const LOOKUP_CACHE = process.env.LOOKUP_CACHE_SECONDS ?? "60";
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3150);
const SIGNED_IN_URLS = 1000;
const VEHICLE_PAGES = 2000;
let visitors = 0;

/** Filter combinations a visitor would use; each connection cycles through them. */
const BUY_QUERIES = [
  "type=dirtbike&make=Honda&sortBy=price_low",
  "type=boat&priceMin=5000&priceMax=40000",
  "zipCode=90210&radius=100&sortBy=nearest",
  "keyword=honda",
  "yearMin=2015&yearMax=2020&priceMin=5000&priceMax=20000",
  "type=rv&sortBy=price_high&page=3",
  "mileageMax=5000&sortBy=mileage_low",
  "type=utv&driveType=4wd",
];

// Set before any app module reads its settings, so the buyer's cookie is signed with the server's secret.
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
const database = await prepareBenchDatabase({ folder: "bench-server-postgres", port: PG_PORT, database: "ridemarket_bench", listings: LISTINGS });
const { cookie: buyerCookie, paths: candidatePaths } = await signedInBuyer(database.url).catch(async (error) => {
  await database.stop();
  throw error;
});
const signedInPaths: string[] = [];
const vehiclePaths = await vehiclePages(database.url).catch(async (error) => {
  await database.stop();
  throw error;
});

// A scenario without a goal is printed for reference and does not decide the exit code.
const only = process.env.BENCH_SCENARIOS?.split(",").map((w) => w.trim()).filter(Boolean);
const SCENARIOS: { name: string; paths: string[]; cookie?: string; distinctVisitors?: boolean; goal: { rps: number; p95: number | null } | null }[] = [
  { name: "/buy with filters", paths: BUY_QUERIES.map((q) => `/buy?${q}`), goal: { rps: 400, p95: 150 } },
  { name: "/buy, signed in", paths: signedInPaths, cookie: buyerCookie, goal: { rps: 300, p95: 150 } },
  // The same render over one cheap indexed search: the ceiling the page itself sets on this machine.
  { name: "/buy, signed in, 1 URL", paths: ["/buy?type=boat"], cookie: buyerCookie, goal: null },
  { name: "/vehicles/:id", paths: vehiclePaths, distinctVisitors: true, goal: null },
  { name: "/", paths: ["/"], goal: { rps: 1000, p95: null } },
  { name: "/research", paths: ["/research"], goal: { rps: 1000, p95: null } },
  { name: "/healthz", paths: ["/healthz"], goal: { rps: 1000, p95: null } },
].filter((s) => !only || only.some((word) => s.name.includes(word)));

const replica: StreamingReplica | null =
  process.env.BENCH_REPLICA === "1"
    ? await startStreamingReplica({ primaryPort: PG_PORT, port: PG_PORT + 1, dataDir: path.join(ROOT, ".data", "bench-server-replica"), log: console.log }).catch(async (error) => {
        await database.stop();
        throw error;
      })
    : null;
const replicaUrl = replica?.url(new URL(database.url).pathname.slice(1)) ?? null;
if (replica) await replica.caughtUp();

const server = await startAppServer({
  port: APP_PORT,
  databaseUrl: database.url,
  uploadDir: database.uploadDir,
  // The request log stays on, as in production; it goes to /dev/null.
  env: {
    WEB_CONCURRENCY: WORKERS, PAGE_CACHE_SECONDS: PAGE_CACHE, SEARCH_COUNT_CACHE_SECONDS: COUNT_CACHE, LOOKUP_CACHE_SECONDS: LOOKUP_CACHE, LOG_LEVEL: "info",
    ...(replicaUrl ? { DATABASE_REPLICA_URLS: replicaUrl } : {}),
  },
});
const rows: string[] = [];
const notes: string[] = [];
let missed = 0;
try {
  if (SCENARIOS.some((s) => s.cookie)) await checkSignedIn(server.origin, candidatePaths[0]!, buyerCookie);
  if (SCENARIOS.some((s) => s.paths === signedInPaths)) signedInPaths.push(...(await pagesThatExist(candidatePaths, buyerCookie, SIGNED_IN_URLS)));
  for (const scenario of SCENARIOS) {
    // Warm up: compiled queries, connection pools, compressed assets.
    await run(scenario.paths, 3, scenario.cookie, scenario.distinctVisitors);
    const viewsBefore = scenario.distinctVisitors ? await viewCount(database.url) : 0;
    const servedBefore = replicaUrl ? await Promise.all([transactionCount(database.url), transactionCount(replicaUrl)]) : null;
    const peak = new Map<number, number>();
    const sampler = setInterval(() => {
      for (const { pid, bytes } of server.rss()) peak.set(pid, Math.max(peak.get(pid) ?? 0, bytes));
    }, 250);
    const { result, times } = await run(scenario.paths, SECONDS, scenario.cookie, scenario.distinctVisitors);
    clearInterval(sampler);
    if (servedBefore && replicaUrl) {
      // Backends report their counts within a second of finishing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [primary, standby] = [(await transactionCount(database.url)) - servedBefore[0], (await transactionCount(replicaUrl)) - servedBefore[1]];
      const share = (n: number) => `${((100 * n) / Math.max(1, primary + standby)).toFixed(0)} %`;
      notes.push(`${scenario.name}: transactions served by the primary ${primary.toLocaleString("en-US")} (${share(primary)}), by the replica ${standby.toLocaleString("en-US")} (${share(standby)})`);
    }
    const p95 = percentile(times, 95);
    // Views are written up to a second after their page: let the last ones land before counting.
    if (scenario.distinctVisitors) await new Promise((resolve) => setTimeout(resolve, 1500));
    if (scenario.distinctVisitors) notes.push(`${scenario.name}: ${(await viewCount(database.url)) - viewsBefore} views recorded for ${result.requests.total} requests`);
    const goal = scenario.goal;
    const clean = result.errors + result.non2xx === 0;
    const ok = clean && (goal === null || (result.requests.average >= goal.rps && (goal.p95 === null || p95 <= goal.p95)));
    if (!ok) missed++;
    const processes = [...peak.values()].sort((a, b) => b - a);
    rows.push(
      [
        scenario.name.padEnd(22),
        result.requests.average.toFixed(0).padStart(7),
        String(percentile(times, 50)).padStart(6),
        String(p95).padStart(6),
        String(percentile(times, 99)).padStart(6),
        String(result.errors + result.non2xx).padStart(7),
        `${(Math.max(...processes) / 2 ** 20).toFixed(0)} MB`.padStart(10),
        `${(processes.reduce((a, b) => a + b, 0) / 2 ** 20).toFixed(0)} MB`.padStart(10),
        (goal === null ? "none (reference)" : `${goal.rps}/s${goal.p95 === null ? "" : `, p95 <= ${goal.p95} ms`}`).padStart(22),
        !ok ? "MISS" : goal === null ? "-" : "ok",
      ].join(" "),
    );
  }
} finally {
  await server.stop();
  await replica?.stop();
  await database.stop();
}

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${database.listings.toLocaleString("en-US")} listings, ` +
    `server with WEB_CONCURRENCY=${WORKERS}, PAGE_CACHE_SECONDS=${PAGE_CACHE}, SEARCH_COUNT_CACHE_SECONDS=${COUNT_CACHE}, LOOKUP_CACHE_SECONDS=${LOOKUP_CACHE} on ${os.availableParallelism()} cores (latency in ms; RSS peaks: largest process, all processes)\n`,
);
console.log(["scenario".padEnd(22), "req/s".padStart(7), "p50".padStart(6), "p95".padStart(6), "p99".padStart(6), "errors".padStart(7), "peak RSS".padStart(10), "total RSS".padStart(10), "goal".padStart(22), "verdict"].join(" "));
for (const row of rows) console.log(row);
for (const note of notes) console.log(note);
process.exit(missed ? 1 : 0);

/** The bench buyer's session cookie and the signed-in scenario's URLs. */
async function signedInBuyer(url: string): Promise<{ cookie: string; paths: string[] }> {
  const db = createSeedClient(url);
  try {
    const cookie = await sessionCookieFor(await benchBuyer(db));
    // More than needed: a later page of a narrow search may not exist.
    return { cookie, paths: buyUrls(await loadBuyCatalog(db), Math.round(SIGNED_IN_URLS * 1.5)) };
  } finally {
    await db.$disconnect();
  }
}

async function viewCount(url: string): Promise<number> {
  const db = createSeedClient(url);
  try {
    return await db.listingView.count();
  } finally {
    await db.$disconnect();
  }
}

/** Pages of active listings, spread over the market. */
async function vehiclePages(url: string): Promise<string[]> {
  const db = createSeedClient(url);
  try {
    const listings = await db.listing.findMany({ where: { status: "active" }, select: { vehicleId: true }, orderBy: { id: "asc" }, take: VEHICLE_PAGES });
    return listings.map((l) => `/vehicles/${l.vehicleId}`);
  } finally {
    await db.$disconnect();
  }
}

/** The first `count` paths that answer 200 (a page past a search's last one answers 404). */
async function pagesThatExist(paths: string[], cookie: string, count: number): Promise<string[]> {
  const status = new Map<string, number>();
  let next = 0;
  let found = 0;
  // Paths are taken in order, so once enough have answered, every earlier one has been asked.
  const probe = async () => {
    for (let i = next++; i < paths.length && found < count; i = next++) {
      const response = await fetch(server.origin + paths[i]!, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      status.set(paths[i]!, response.status);
      if (response.status === 200) found++;
    }
  };
  await Promise.all(Array.from({ length: 12 }, probe));
  const answering = paths.filter((p) => status.get(p) === 200).slice(0, count);
  const refused = [...status].filter(([, code]) => code !== 200 && code !== 404);
  if (refused.length) throw new Error(`${refused.length} /buy paths answered neither 200 nor 404, e.g. ${refused[0]![0]} (${refused[0]![1]})`);
  if (answering.length < count) throw new Error(`Only ${answering.length} of the /buy paths have results`);
  return answering;
}

interface Measured {
  result: autocannon.Result;
  /** Response times in ms of every completed request, sorted. */
  times: number[];
}

/** A desktop Chrome User-Agent, different for every visitor number (isbot takes it for a person). */
function browserOf(visitor: number): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${visitor}.0 Safari/537.36`;
}

function run(paths: string[], duration: number, cookie?: string, distinctVisitors = false): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let next = 0;
    const instance = autocannon(
      {
        url: server.origin,
        connections: CONNECTIONS,
        duration,
        // As a browser asks; compression is part of the work.
        headers: { "accept-encoding": "br, gzip", accept: "text/html", ...(cookie ? { cookie } : {}) },
        // One counter for all connections: they walk the list together, so every path is asked for.
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              path: paths[next++ % paths.length]!,
              ...(distinctVisitors ? { headers: { ...request.headers, "user-agent": browserOf(++visitors) } } : {}),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}
