// npm run bench:load: HTTP load on the production server, on loopback only. Starts its own
// embedded Postgres (seeded once with BENCH_LOAD_LISTINGS demo listings, reused later), the
// production build (built first when missing) and drives four pages with autocannon at
// rising concurrency. Prints requests/s, p50/p95/p99 latency, the error rate and the
// server's peak memory per row; stops everything by itself. Not part of CI.
//
// Settings: BENCH_PG_PORT (54348), BENCH_APP_PORT (3146), BENCH_LOAD_LISTINGS (2000),
// BENCH_CONNECTIONS ("10,50,100"), BENCH_DURATION seconds per row (10).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/embedded-postgres";
import { ROOT } from "../lib/database-setup";
import { ensureBuild, migrateAndSeed, startServer, stopAndExit, stopOnSignalsAndDeadline, waitForHealth } from "../lib/production-server";
import { createSeedClient } from "../../prisma/seed/lib/client";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54348);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3146);
const LISTINGS = Number(process.env.BENCH_LOAD_LISTINGS ?? 2000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50,100").split(",").map(Number).filter((n) => n > 0);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BASE = `http://127.0.0.1:${APP_PORT}`;
// A hard stop well past the planned run time, in case anything hangs.
const DEADLINE_MS = (4 * CONNECTIONS.length * (DURATION_S + 5) + 600) * 1000;

let cluster: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;

const stopAll = (code: number) => stopAndExit(code, server, cluster);
stopOnSignalsAndDeadline("bench:load", DEADLINE_MS, stopAll);

async function prepareDatabase(): Promise<{ url: string; detailPath: string }> {
  cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", "bench-load-postgres"), port: PG_PORT });
  await cluster.ensureDatabase("ridemarket_bench_load");
  const url = cluster.url("ridemarket_bench_load");
  process.env.DATABASE_URL = url;
  await migrateAndSeed(url, LISTINGS);
  const db = createSeedClient(url);
  try {
    const detail = await db.listing.findFirstOrThrow({ where: { status: "active" }, orderBy: { id: "asc" }, select: { vehicleId: true } });
    return { url, detailPath: `/vehicles/${detail.vehicleId}` };
  } finally {
    await db.$disconnect();
  }
}

/** Peak and current resident memory of a process, in MiB, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errorRate: number;
  /** Answers that were not 2xx (a redirect or refusal would make the numbers meaningless). */
  non2xx: number;
  peakRss: number;
}

async function drive(target: string, pathAndQuery: string, connections: number): Promise<Row> {
  const times: number[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => {
    const memory = server?.pid ? memoryOf(server.pid) : null;
    if (memory) peakRss = Math.max(peakRss, memory.rss);
  }, 200);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${BASE}${pathAndQuery}`, connections, duration: DURATION_S, timeout: 10 }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const answered = result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  const failed = result["5xx"] + result.errors + result.timeouts;
  return {
    target,
    connections,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errorRate: answered + result.errors + result.timeouts > 0 ? failed / (answered + result.errors + result.timeouts) : 0,
    non2xx: result.non2xx,
    peakRss,
  };
}

function printRow(r: Row) {
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-").padStart(8);
  console.log(
    `${r.target.padEnd(44)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${(r.errorRate * 100).toFixed(2).padStart(7)}% ${String(r.non2xx).padStart(7)} ${r.peakRss.toFixed(0).padStart(8)}`,
  );
}

try {
  ensureBuild();
  const { url, detailPath } = await prepareDatabase();
  server = startServer({
    ...process.env,
    NODE_ENV: "production",
    // No Stripe keys here: the built-in test provider takes the payments.
    ALLOW_TEST_PAYMENTS: "1",
    // All load comes from one address: measure capacity, not the per-address search budget.
    SEARCH_EXPENSIVE_PER_MINUTE: "1000000",
    PORT: String(APP_PORT),
    DATABASE_URL: url,
    SESSION_SECRET: "bench-load-session-secret-long-enough-0123456789",
    APP_ORIGIN: BASE,
    UPLOAD_DIR: path.join(ROOT, ".data", "bench-load-uploads"),
    LOG_LEVEL: "warn",
  });
  await waitForHealth(server, BASE);

  const targets: [string, string][] = [
    ["home /", "/"],
    ["/buy dirtbike <= $20k, price low", "/buy?type=dirtbike&priceMax=20000&sortBy=price_low"],
    [`detail ${detailPath}`, detailPath],
    ["/api/vehicles/search?keyword=honda", "/api/vehicles/search?keyword=honda"],
  ];
  // Each target once before measuring, so the first row does not pay for cold caches.
  for (const [, p] of targets) await fetch(`${BASE}${p}`).then((r) => r.arrayBuffer());

  console.log(`\nLoad on the production server, ${LISTINGS.toLocaleString("en-US")} listings, ${DURATION_S} s per row, loopback (${BASE})\n`);
  console.log(`${"target".padEnd(44)} ${"conns".padStart(5)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(8)} ${"non-2xx".padStart(7)} ${"RSS MiB".padStart(8)}`);
  for (const [name, p] of targets) {
    for (const connections of CONNECTIONS) printRow(await drive(name, p, connections));
  }
  const memory = server.pid ? memoryOf(server.pid) : null;
  console.log(`\nServer peak RSS over the whole run (VmHWM): ${memory ? `${memory.peak.toFixed(0)} MiB` : "unavailable"}`);
  console.log("errors = 5xx answers, socket errors and timeouts over all requests; RSS MiB = highest resident memory sampled during the row.");
  await stopAll(0);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
