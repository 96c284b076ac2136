// Costly reads an anonymous client can repeat, and what they do to /healthz meanwhile:
//   - walkPreviewImages: clients walking listing ids through /vehicles/:id/preview.png, each id
//     once, so no cache helps but what is stored from earlier walks;
//   - nearestFirstSearches: clients running searches the budget calls cheap (nearest first,
//     radius 150, 50 a page) from zip codes across the country, on the API and on /buy.
// Each starts nothing: it drives a production server that is already up and returns (and logs)
// /healthz p50/p95/max while the clients run, how many requests were answered and their statuses.
// scripts/bench/abuse-reads-run.ts runs both on its own seeded database.
import fs from "node:fs";
import { latency, type Latency } from "../abuse-search";
import { probeHealth } from "./healthz-probe";

export interface ReadScenarioReport {
  scenario: string;
  clients: number;
  seconds: number;
  /** /healthz while the clients run. */
  health: Latency;
  requests: number;
  /** Answers per second, all statuses. */
  perSecond: number;
  statuses: Record<number, number>;
  /** CPU time the server's processes spent per answer, when `serverPids` was given. */
  cpuMsPerRequest?: number;
}

interface ScenarioOptions {
  clients?: number;
  seconds?: number;
  log?: (line: string) => void;
  /** The server's process ids (AppServer.rss() lists them): its CPU time per answer is reported. */
  serverPids?: () => number[];
}

const TICKS_PER_SECOND = 100;

/** User plus system CPU time of the processes, in ms (from /proc; 0 for a process gone). */
export function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process has ended.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs `clients` loops of `next()` requests for `seconds` while /healthz is probed. */
async function underLoad(baseUrl: string, scenario: string, next: () => string | null, { clients = 8, seconds = 10, log = console.log, serverPids }: ScenarioOptions): Promise<ReadScenarioReport> {
  const cpuBefore = serverPids ? cpuMsOf(serverPids()) : 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const statuses: Record<number, number> = {};
  let requests = 0;
  let finished = false;
  const client = async () => {
    for (let path = next(); path && Date.now() < deadline; path = next()) {
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      requests++;
    }
  };
  const load = Promise.all(Array.from({ length: clients }, client)).finally(() => (finished = true));
  const [samples] = await Promise.all([probeHealth(baseUrl, () => finished), load]);
  const elapsed = (Date.now() - started) / 1000;
  const report: ReadScenarioReport = { scenario, clients, seconds: elapsed, health: latency(samples), requests, perSecond: requests / elapsed, statuses };
  if (serverPids && requests) report.cpuMsPerRequest = (cpuMsOf(serverPids()) - cpuBefore) / requests;
  log(formatReadReport(report));
  return report;
}

/** One table row: the scenario, /healthz p50/p95/max in ms, answers per second and statuses. */
export function formatReadReport(r: ReadScenarioReport): string {
  const statuses = Object.entries(r.statuses).map(([status, n]) => `${n} × ${status}`).join(", ");
  const cpu = r.cpuMsPerRequest === undefined ? "" : `, server CPU ${r.cpuMsPerRequest.toFixed(1)} ms each`;
  return `${r.scenario.padEnd(52)} healthz p50 ${r.health.p50.toFixed(1).padStart(6)} ms  p95 ${r.health.p95.toFixed(1).padStart(6)} ms  max ${r.health.max.toFixed(1).padStart(6)} ms  (${r.health.count} probes) | ${r.perSecond.toFixed(1)} req/s${cpu}: ${statuses}`;
}

/**
 * `clients` clients walk listing ids from `firstId` up, asking each listing's preview card, for
 * `seconds` (from `firstId` again after `lastId`). Ids not walked before must be drawn; ids
 * walked before are read from storage, on any server sharing it.
 */
export function walkPreviewImages(baseUrl: string, { firstId = 1, lastId = Number.MAX_SAFE_INTEGER, label = "preview images walked", ...options }: ScenarioOptions & { firstId?: number; lastId?: number; label?: string } = {}) {
  let id = firstId;
  // Past the last id the walk starts again from the first, until the time is up.
  const next = () => {
    if (id > lastId) id = firstId;
    return `/vehicles/${id++}/preview.png`;
  };
  return underLoad(baseUrl, `${label} by ${options.clients ?? 8} clients`, next, options);
}

// Zip codes spread across the country, where the demo listings are.
const ZIP_CODES = [
  "10001", "02108", "19103", "20001", "30303", "33101", "37203", "40202", "43215", "46204",
  "48226", "53202", "55401", "60601", "63101", "64105", "68102", "70112", "73102", "75201",
  "77002", "78701", "80202", "84101", "85004", "87102", "89101", "90012", "92101", "94103",
  "95814", "97204", "98101", "99501", "83702", "59601", "57501", "58501", "82001", "50309",
];

/**
 * `clients` clients run nearest-first searches inside a 150-mile radius, 50 a page (what the
 * expensive-search budget calls cheap), from zip codes across the country and pages 1 to 3, on
 * the search API and on /buy in turn, for `seconds`.
 */
export function nearestFirstSearches(baseUrl: string, options: ScenarioOptions = {}) {
  let n = 0;
  const next = () => {
    const i = n++;
    const query = `zipCode=${ZIP_CODES[i % ZIP_CODES.length]}&radius=150&sortBy=nearest&limit=50&page=${1 + (Math.floor(i / ZIP_CODES.length) % 3)}`;
    return i % 2 === 0 ? `/api/vehicles/search?${query}` : `/buy?${query}`;
  };
  return underLoad(baseUrl, `nearest-first searches (radius 150, limit 50) by ${options.clients ?? 8} clients`, next, options);
}

/** /healthz alone, for comparison. */
export async function idleHealth(baseUrl: string, seconds = 3): Promise<Latency> {
  const until = Date.now() + seconds * 1000;
  return latency(await probeHealth(baseUrl, () => Date.now() > until));
}
