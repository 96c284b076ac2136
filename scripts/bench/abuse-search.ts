// /healthz latency while eight worst-case searches run in parallel, again and again.
// `abuseSearch(baseUrl)` starts nothing: it drives a server that is already up and prints
// /healthz p50/p95/max, idle and under the searches, with the searches' statuses.
// Run standalone (`npm run bench:abuse:search`, after `npm run build`), it seeds a bench
// database (BENCH_ABUSE_LISTINGS, default 60,000, reused later), starts the production server
// twice (the expensive-search budget as configured, then lifted to show the per-request bounds
// alone) and stops both. Settings: BENCH_PG_PORT (54349), BENCH_APP_PORT (3147),
// BENCH_DURATION seconds per phase (10).
import { pathToFileURL } from "node:url";
import { probeHealth } from "./lib/healthz-probe";

export const WORST_CASE_SEARCHES = [
  "/api/vehicles/search?zipCode=99950&sortBy=nearest&page=1000&limit=100",
  "/api/vehicles/search?zipCode=99950&sortBy=nearest&page=100&limit=100",
  "/api/vehicles/search?zipCode=96701&sortBy=nearest&page=50&limit=100",
  "/api/vehicles/search?zipCode=66002&radius=500&sortBy=nearest&limit=100",
  "/api/vehicles/search?zipCode=10001&radius=500&keyword=honda&limit=100",
  "/api/vehicles/search?keyword=bike&page=100&limit=100",
  "/buy?zipCode=99950&sortBy=nearest&page=100&limit=100",
  "/buy?zipCode=33101&radius=500&page=50",
];

export interface AbuseSearchReport {
  idle: Latency;
  underLoad: Latency;
  searches: number;
  statuses: Record<number, number>;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

export function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/** Fires the eight worst-case searches in parallel, repeatedly for `seconds`, measuring /healthz meanwhile; prints and returns the numbers. */
export async function abuseSearch(baseUrl: string, { seconds = 10, log = console.log }: { seconds?: number; log?: (line: string) => void } = {}): Promise<AbuseSearchReport> {
  const idleUntil = Date.now() + 2000;
  const idle = latency(await probeHealth(baseUrl, () => Date.now() > idleUntil));

  const deadline = Date.now() + seconds * 1000;
  const statuses: Record<number, number> = {};
  let searches = 0;
  let finished = false;
  const client = async (path: string) => {
    while (Date.now() < deadline) {
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      searches++;
    }
  };
  const load = Promise.all(WORST_CASE_SEARCHES.map(client)).finally(() => (finished = true));
  const [underLoadSamples] = await Promise.all([probeHealth(baseUrl, () => finished), load]);
  const report: AbuseSearchReport = { idle, underLoad: latency(underLoadSamples), searches, statuses };

  const row = (label: string, l: Latency) =>
    `${label.padEnd(34)} ${String(l.count).padStart(6)} ${l.p50.toFixed(1).padStart(8)} ${l.p95.toFixed(1).padStart(8)} ${l.max.toFixed(1).padStart(8)}`;
  log(`${"/healthz latency (ms)".padEnd(34)} ${"probes".padStart(6)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)}`);
  log(row("idle", report.idle));
  log(row(`8 parallel worst-case searches`, report.underLoad));
  log(`searches answered in ${seconds} s: ${searches} (${Object.entries(statuses).map(([s, n]) => `${n} × ${s}`).join(", ")})`);
  return report;
}

async function main() {
  const { prepareBenchDatabase } = await import("./lib/bench-database");
  const { startAppServer } = await import("./lib/app-server");
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  const port = Number(process.env.BENCH_APP_PORT ?? 3147);
  const db = await prepareBenchDatabase({
    folder: "bench-abuse-postgres",
    port: Number(process.env.BENCH_PG_PORT ?? 54349),
    database: "ridemarket_bench_abuse",
    listings: Number(process.env.BENCH_ABUSE_LISTINGS ?? 60_000),
  });
  try {
    const phases: [string, NodeJS.ProcessEnv][] = [
      ["the default expensive-search budget (60 a minute)", { SEARCH_EXPENSIVE_PER_MINUTE: "60" }],
      ["budget lifted: the per-request bounds alone", { SEARCH_EXPENSIVE_PER_MINUTE: "1000000" }],
    ];
    for (const [label, env] of phases) {
      console.log(`\n${db.listings.toLocaleString("en-US")} listings, ${label}`);
      const server = await startAppServer({ port, databaseUrl: db.url, uploadDir: db.uploadDir, env });
      try {
        await abuseSearch(server.origin, { seconds });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
