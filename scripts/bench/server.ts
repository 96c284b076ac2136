// npm run bench:server: autocannon load (BENCH_CONNECTIONS, default 50) against the production
// server on a database of BENCH_LISTINGS listings (default 1,000,000, seeded once and reused):
// /buy with filters and the cheap pages. Prints requests/s, latency percentiles, errors and the
// peak resident memory of each server process. WEB_CONCURRENCY (default: one worker per core)
// PAGE_CACHE_SECONDS (default 5), SEARCH_COUNT_CACHE_SECONDS (default 30), SEARCH_RESULTS_CACHE_SECONDS (default 0) and LOOKUP_CACHE_SECONDS
// (default 60), as fly.toml sets them, are passed to the server. `npm run bench:server` builds the app first.
// "/buy, signed in" requests 1,000 distinct /buy URLs from the filter space with the session
// cookie of a real user, so no page cache answers: every request renders against the database.
// "/buy, signed in, 1 URL" renders one cheap search the same way: what rendering alone allows.
// "/buy, signed in, realistic mix": 200 signed-in buyers' cookies over 10,000 distinct /buy URLs drawn
// with a Zipf distribution (s = 1.1, fixed seed), unprobed: a page past a search's last answers 404.
// "/vehicles/:id" asks for 2,000 listings' pages, each request with its own browser User-Agent, so
// every answer counts a new view (one insert per request, decision 20) as distinct visitors would.
// BENCH_SCENARIOS=/buy,signed measures only the scenarios whose name contains one of the words.
// Memory: every process's RSS is sampled from /proc every 200 ms during each scenario; the
// second table gives each one's peak, their peak together, what they hold BENCH_SETTLE_SECONDS
// (default 5) after the load stops, and from the workers' own "memory" lines (MEMORY_LOG_SECONDS=1)
// where it lives: V8's heap, Buffers outside it, the caches, and the rest (code, allocator).
// The budget of a 1 GB machine (decision 31): each process under 400 MB, all under 850 MB.
// MEMORY_MB (default 1024, fly.toml's machine) sets the processes' heap limits as on Fly;
// The server runs with the allocator the Docker image preloads, jemalloc, where the host has it
// (apt-get install libjemalloc2), and says so; BENCH_MALLOC=default|arena2|jemalloc chooses
// glibc's, glibc's with MALLOC_ARENA_MAX=2, or jemalloc.
// BENCH_REPLICA=1 starts a streaming standby of the bench database, gives it to the server as
// DATABASE_REPLICA_URLS and prints the share of each scenario's transactions each one served.
// BENCH_TRACING=1 runs the server with tracing on (server/tracing.ts), exporting every span to
// a sink in this process that only counts them; otherwise tracing is off whatever the shell
// says. OTEL_TRACES_SAMPLER/OTEL_TRACES_SAMPLER_ARG pass through. Compare a run with and without.
import os from "node:os";
import path from "node:path";
import { prepareBenchDatabase } from "./lib/bench-database";
import { BENCH_SESSION_SECRET, startAppServer } from "./lib/app-server";
import { checkSignedIn } from "./lib/bench-session";
import { BUY_QUERIES, pagesThatExist, realisticBuyMix, signedInBuyer } from "./lib/buy-scenarios";
import { percentile, runLoad, type LoadRequest } from "./lib/load-run";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { ROOT } from "../lib/database-setup";
import { startStreamingReplica, type StreamingReplica } from "../lib/replica";
import { transactionCount } from "./lib/transaction-count";
import { samplePeaks, treeMemory } from "./lib/process-memory";
import { allocatorFromEnv } from "./lib/allocator";
import { startOtlpReceiver } from "../lib/otlp-receiver";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism());
const PAGE_CACHE = process.env.PAGE_CACHE_SECONDS ?? "5";
const COUNT_CACHE = process.env.SEARCH_COUNT_CACHE_SECONDS ?? "30";
const RESULTS_CACHE = process.env.SEARCH_RESULTS_CACHE_SECONDS ?? "0";
const LOOKUP_CACHE = process.env.LOOKUP_CACHE_SECONDS ?? "60";
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3150);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5);
const MEMORY_MB = process.env.MEMORY_MB ?? "1024";
const ALLOCATOR = allocatorFromEnv("image");
const PROCESS_BUDGET = 400 * 2 ** 20;
const TOGETHER_BUDGET = 850 * 2 ** 20;
const SIGNED_IN_URLS = 1000;
const VEHICLE_PAGES = 2000;
const REALISTIC_MIX = "/buy, signed in, realistic mix";
const REALISTIC = { buyers: 200, urls: 10_000, draws: 200_000, s: 1.1 };
const NAME_WIDTH = REALISTIC_MIX.length;

const only = process.env.BENCH_SCENARIOS?.split(",").map((w) => w.trim()).filter(Boolean);
const wanted = (name: string) => !only || only.some((word) => name.includes(word));

// Set before any app module reads its settings, so the buyer's cookie is signed with the server's secret.
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
const database = await prepareBenchDatabase({ folder: "bench-server-postgres", port: PG_PORT, database: "ridemarket_bench", listings: LISTINGS });
const { cookie: buyerCookie, paths: candidatePaths } = await signedInBuyer(database.url, SIGNED_IN_URLS).catch(async (error) => {
  await database.stop();
  throw error;
});
const signedInPaths: string[] = [];
const vehiclePaths = await vehiclePages(database.url).catch(async (error) => {
  await database.stop();
  throw error;
});
const realisticRequests = wanted(REALISTIC_MIX)
  ? await realisticBuyMix(database.url, REALISTIC).catch(async (error) => {
      await database.stop();
      throw error;
    })
  : [];

// A scenario without a goal is printed for reference and does not decide the exit code.
// Every answer other than 2xx counts as an error and misses the scenario, except a 404 where
// `notFoundIsAnAnswer`: the realistic mix's URLs are not probed, and a page past a search's last
// is a 404 the server renders for real visitors too; those are counted in a note instead.
interface Scenario {
  name: string;
  paths?: string[];
  /** Each request with its own cookie, walked instead of `paths`. */
  requests?: LoadRequest[];
  cookie?: string;
  distinctVisitors?: boolean;
  notFoundIsAnAnswer?: boolean;
  goal: { rps: number; p95: number | null } | null;
}
const SCENARIOS: Scenario[] = [
  { name: "/buy with filters", paths: BUY_QUERIES.map((q) => `/buy?${q}`), goal: { rps: 400, p95: 150 } },
  { name: "/buy, signed in", paths: signedInPaths, cookie: buyerCookie, goal: { rps: 300, p95: 150 } },
  // The same render over one cheap indexed search: the ceiling the page itself sets on this machine.
  { name: "/buy, signed in, 1 URL", paths: ["/buy?type=boat"], cookie: buyerCookie, goal: null },
  { name: REALISTIC_MIX, requests: realisticRequests, notFoundIsAnAnswer: true, goal: { rps: 300, p95: 150 } },
  { name: "/vehicles/:id", paths: vehiclePaths, distinctVisitors: true, goal: null },
  { name: "/", paths: ["/"], goal: { rps: 1000, p95: null } },
  { name: "/research", paths: ["/research"], goal: { rps: 1000, p95: null } },
  { name: "/healthz", paths: ["/healthz"], goal: { rps: 1000, p95: null } },
].filter((s) => wanted(s.name));

const replica: StreamingReplica | null =
  process.env.BENCH_REPLICA === "1"
    ? await startStreamingReplica({ primaryPort: PG_PORT, port: PG_PORT + 1, dataDir: path.join(ROOT, ".data", "bench-server-replica"), log: console.log }).catch(async (error) => {
        await database.stop();
        throw error;
      })
    : null;
const replicaUrl = replica?.url(new URL(database.url).pathname.slice(1)) ?? null;
if (replica) await replica.caughtUp();

const traceSink = process.env.BENCH_TRACING === "1" ? await startOtlpReceiver({ keep: false }) : null;
const server = await startAppServer({
  port: APP_PORT,
  databaseUrl: database.url,
  uploadDir: database.uploadDir,
  // The request log stays on, as in production; it goes to /dev/null.
  env: {
    WEB_CONCURRENCY: WORKERS, PAGE_CACHE_SECONDS: PAGE_CACHE, SEARCH_COUNT_CACHE_SECONDS: COUNT_CACHE, SEARCH_RESULTS_CACHE_SECONDS: RESULTS_CACHE, LOOKUP_CACHE_SECONDS: LOOKUP_CACHE, LOG_LEVEL: "info",
    MEMORY_MB, MEMORY_LOG_SECONDS: "1", ...ALLOCATOR.env,
    ...(replicaUrl ? { DATABASE_REPLICA_URLS: replicaUrl } : {}),
    OTEL_EXPORTER_OTLP_ENDPOINT: traceSink?.url ?? "",
  },
});
const rows: string[] = [];
const memoryRows: string[] = [];
const notes: string[] = [];
const primaryPid = server.child.pid!;
const startedPids = new Set(treeMemory(primaryPid).map((p) => p.pid));
let missed = 0;
try {
  // On "/buy", which always exists: a candidate search may have no results on a small database.
  if (SCENARIOS.some((s) => s.cookie)) await checkSignedIn(server.origin, "/buy", buyerCookie);
  if (realisticRequests.length) await checkSignedIn(server.origin, "/buy", realisticRequests[0]!.cookie);
  if (SCENARIOS.some((s) => s.paths === signedInPaths)) signedInPaths.push(...(await pagesThatExist(server.origin, candidatePaths, buyerCookie, SIGNED_IN_URLS)));
  for (const scenario of SCENARIOS) {
    // Warm up: compiled queries, connection pools, compressed assets.
    await run(scenario, 3);
    const viewsBefore = scenario.distinctVisitors ? await viewCount(database.url) : 0;
    const servedBefore = replicaUrl ? await Promise.all([transactionCount(database.url), transactionCount(replicaUrl)]) : null;
    const peaks = samplePeaks(primaryPid, 200);
    // Each process's own account of its memory at its largest during the scenario.
    const largest = new Map<number, Record<string, unknown>>();
    const reader = setInterval(() => {
      for (const [pid, line] of server.memoryLines) if (Number(line.rssMb) >= Number(largest.get(pid)?.rssMb ?? -1)) largest.set(pid, line);
    }, 250);
    const { result, times } = await run(scenario, SECONDS);
    peaks.stop();
    clearInterval(reader);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const settled = treeMemory(primaryPid);
    memoryRows.push(memoryRow(scenario.name, peaks.byPid, peaks.together, settled, largest));
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
    const notFound = scenario.notFoundIsAnAnswer ? (result.statusCodeStats?.["404"]?.count ?? 0) : 0;
    if (scenario.notFoundIsAnAnswer) notes.push(`${scenario.name}: ${notFound.toLocaleString("en-US")} of ${result.requests.total.toLocaleString("en-US")} answers were 404 (a page past a search's last), not counted as errors`);
    const failed = result.errors + result.non2xx - notFound;
    const clean = failed === 0;
    if (!clean) {
      const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith("2") && !(status === "404" && notFound)).map(([status, stat]) => `${(stat?.count ?? 0).toLocaleString("en-US")} × ${status}`);
      const failures = [...statuses, ...(result.errors ? [`${result.errors.toLocaleString("en-US")} without an answer (${result.timeouts} timed out)`] : [])];
      notes.push(`${scenario.name}: failed answers: ${failures.join(", ")}`);
    }
    const ok = clean && (goal === null || (result.requests.average >= goal.rps && (goal.p95 === null || p95 <= goal.p95)));
    if (!ok) missed++;
    if (!withinBudget(peaks.byPid, peaks.together)) missed++;
    const processes = [...peaks.byPid.values()].sort((a, b) => b - a);
    rows.push(
      [
        scenario.name.padEnd(NAME_WIDTH),
        result.requests.average.toFixed(0).padStart(7),
        String(percentile(times, 50)).padStart(6),
        String(p95).padStart(6),
        String(percentile(times, 99)).padStart(6),
        String(failed).padStart(7),
        `${(Math.max(...processes) / 2 ** 20).toFixed(0)} MB`.padStart(10),
        `${(processes.reduce((a, b) => a + b, 0) / 2 ** 20).toFixed(0)} MB`.padStart(10),
        (goal === null ? "none (reference)" : `${goal.rps}/s${goal.p95 === null ? "" : `, p95 <= ${goal.p95} ms`}`).padStart(22),
        !ok ? "MISS" : goal === null ? "-" : "ok",
      ].join(" "),
    );
  }
  const hwm = treeMemory(primaryPid);
  const restarted = hwm.filter((p) => !startedPids.has(p.pid)).length;
  notes.push(`VmHWM since start: ${hwm.map((p) => `${label(p.pid)} ${toMb(p.hwm)}`).join(", ")}` + (restarted ? `; ${restarted} worker(s) replaced during the run` : ""));
  if (restarted) missed++;
} finally {
  await server.stop();
  // The server flushed its last spans while stopping.
  if (traceSink) notes.push(`tracing on: ${traceSink.spanCount.toLocaleString("en-US")} spans received in ${traceSink.requests.toLocaleString("en-US")} exports`);
  await traceSink?.stop();
  await replica?.stop();
  await database.stop();
}

console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${database.listings.toLocaleString("en-US")} listings, ` +
    `server with WEB_CONCURRENCY=${WORKERS}, tracing ${traceSink ? "on" : "off"}, PAGE_CACHE_SECONDS=${PAGE_CACHE}, SEARCH_COUNT_CACHE_SECONDS=${COUNT_CACHE}, SEARCH_RESULTS_CACHE_SECONDS=${RESULTS_CACHE}, LOOKUP_CACHE_SECONDS=${LOOKUP_CACHE} on ${os.availableParallelism()} cores (latency in ms; RSS peaks: largest process, all processes)\n`,
);
console.log(["scenario".padEnd(NAME_WIDTH), "req/s".padStart(7), "p50".padStart(6), "p95".padStart(6), "p99".padStart(6), "errors".padStart(7), "peak RSS".padStart(10), "total RSS".padStart(10), "goal".padStart(22), "verdict"].join(" "));
for (const row of rows) console.log(row);
console.log(
  `\nMemory (MB): MEMORY_MB=${MEMORY_MB}, allocator ${ALLOCATOR.name}; budget: each process under ${toMb(PROCESS_BUDGET)}, all together under ${toMb(TOGETHER_BUDGET)}. ` +
    `Peaks sampled every 200 ms; "after" ${SETTLE_SECONDS} s after the load; heap, outside and other from the largest worker's own report at its peak\n`,
);
console.log(["scenario".padEnd(NAME_WIDTH), "primary".padStart(8), "workers".padStart(12), "together".padStart(9), `after ${SETTLE_SECONDS} s`.padStart(16), "heap used/total/limit".padStart(22), "outside".padStart(8), "other".padStart(6), "caches".padStart(24), "budget"].join(" "));
for (const row of memoryRows) console.log(row);
for (const note of notes) console.log(note);
process.exit(missed ? 1 : 0);

function toMb(bytes: number): string {
  return (bytes / 2 ** 20).toFixed(0);
}

/** "primary" for the server's own process, "worker N" for its children in pid order. */
function label(pid: number): string {
  if (pid === primaryPid) return "primary";
  return `worker ${[...startedPids].filter((p) => p !== primaryPid).sort((a, b) => a - b).indexOf(pid) + 1 || `(new ${pid})`}`;
}

function withinBudget(byPid: Map<number, number>, together: number): boolean {
  return [...byPid.values()].every((bytes) => bytes < PROCESS_BUDGET) && together < TOGETHER_BUDGET;
}

function memoryRow(name: string, byPid: Map<number, number>, together: number, settled: { pid: number; rss: number }[], largest: Map<number, Record<string, unknown>>): string {
  const workers = [...byPid].filter(([pid]) => pid !== primaryPid).sort(([a], [b]) => a - b);
  const primary = byPid.get(primaryPid);
  const settledPrimary = settled.find((p) => p.pid === primaryPid)?.rss ?? 0;
  const settledWorkers = settled.filter((p) => p.pid !== primaryPid).sort((a, b) => a.pid - b.pid);
  // The worker that grew most, as it saw itself.
  const report = [...largest].filter(([pid]) => pid !== primaryPid || workers.length === 0).map(([, line]) => line).sort((a, b) => Number(b.rssMb) - Number(a.rssMb))[0];
  const primaryReport = workers.length ? largest.get(primaryPid) : undefined;
  const caches = report ? Object.entries(report.caches as Record<string, { mb: number; maxMb: number }>).map(([cache, c]) => `${cache} ${c.mb.toFixed(1)}`).join(", ") : "";
  const n = (v: unknown) => Number(v ?? 0).toFixed(0);
  return [
    name.padEnd(NAME_WIDTH),
    (primary === undefined || workers.length === 0 ? "-" : toMb(primary)).padStart(8),
    (workers.length ? workers.map(([, bytes]) => toMb(bytes)).join(" / ") : toMb(primary ?? 0)).padStart(12),
    toMb(together).padStart(9),
    [...(workers.length ? [settledPrimary] : []), ...settledWorkers.map((p) => p.rss)].map(toMb).join(" / ").padStart(16),
    (report ? `${n(report.heapUsedMb)}/${n(report.heapTotalMb)}/${n(report.heapLimitMb)}` : "-").padStart(22),
    (report ? n(report.externalMb) : "-").padStart(8),
    (report ? n(report.otherMb) : "-").padStart(6),
    caches.padStart(24),
    withinBudget(byPid, together) ? "ok" : "OVER",
    primaryReport ? `(primary: heap ${n(primaryReport.heapUsedMb)}/${n(primaryReport.heapTotalMb)}/${n(primaryReport.heapLimitMb)}, outside ${n(primaryReport.externalMb)}, other ${n(primaryReport.otherMb)})` : "",
  ].join(" ");
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

function run({ paths, requests, cookie, distinctVisitors }: Scenario, seconds: number) {
  return runLoad({ origin: server.origin, paths, requests, seconds, connections: CONNECTIONS, cookie, distinctVisitors });
}
