// What one abuse scenario costs the production server: the resident memory of each of its
// processes before, at the scenario's peak and a while after, and /healthz latency meanwhile.
// A scenario is a function that drives the server and says what it got back; bench:abuse runs
// each through measureScenario and prints every row in one table (printAbuseTable).
import fs from "node:fs";
import type { AppServer } from "./app-server";
import { startHealthzProbe } from "./healthz-probe";

const MB = 2 ** 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a scenario reports about its own requests. */
export interface ScenarioOutcome {
  /** The answers it got, e.g. "413 x12". */
  answers: string;
  /** How fast they came, e.g. "max 0.31 s after the cap". */
  timing: string;
}

export interface AbuseRow extends ScenarioOutcome {
  scenario: string;
  /** Per process of the server (primary first), in bytes. */
  rssBefore: number[];
  rssPeak: number[];
  rssAfter: number[];
  /** Seconds waited before rssAfter was read. */
  settleSeconds: number;
  healthzP95: number;
  healthzProbes: number;
}

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts the peak (VmHWM) over from the current RSS; needs the right to write /proc/<pid>/clear_refs. */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not permitted: the sampled peak below still counts.
  }
}

/** Times /healthz answers on the probe's own thread until stopped: p95 and count. */
function probeHealthz(origin: string) {
  const probe = startHealthzProbe(origin);
  return {
    ready: probe.ready,
    async stop() {
      const sorted = (await probe.stop()).sort((x, y) => x - y);
      return { p95: sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN, count: sorted.length };
    },
  };
}

/**
 * Runs a scenario against the server: RSS of every process before, the peak during (the
 * kernel's high-water mark, reset first, and 50 ms samples), RSS `settleSeconds` after it
 * ended, and /healthz p95 while it ran.
 */
export async function measureScenario(server: AppServer, scenario: string, run: () => Promise<ScenarioOutcome>, { settleSeconds = 30 } = {}): Promise<AbuseRow> {
  await sleep(1000);
  const pids = server.pids();
  const rssBefore = pids.map((pid) => statusField(pid, "VmRSS"));
  for (const pid of pids) resetPeak(pid);
  const sampled = [...rssBefore];
  const sampler = setInterval(() => pids.forEach((pid, i) => (sampled[i] = Math.max(sampled[i]!, statusField(pid, "VmRSS")))), 50);
  const healthz = probeHealthz(server.origin);
  await healthz.ready;
  let outcome: ScenarioOutcome;
  try {
    outcome = await run();
  } finally {
    clearInterval(sampler);
  }
  const { p95, count } = await healthz.stop();
  const rssPeak = pids.map((pid, i) => Math.max(sampled[i]!, statusField(pid, "VmHWM")));
  await sleep(settleSeconds * 1000);
  const rssAfter = pids.map((pid) => statusField(pid, "VmRSS"));
  return { scenario, ...outcome, rssBefore, rssPeak, rssAfter, settleSeconds, healthzP95: p95, healthzProbes: count };
}

const mb = (bytes: number[]) => bytes.map((b) => (b / MB).toFixed(0)).join(" / ");

/** Prints the rows as one table; memory is in MB per server process, primary first. */
export function printAbuseTable(rows: AbuseRow[], log: (line: string) => void = console.log) {
  const header = ["scenario", "answers", "timing", "RSS before", "RSS peak", "RSS after", "after", "/healthz p95"];
  const cells = rows.map((r) => [r.scenario, r.answers, r.timing, mb(r.rssBefore), mb(r.rssPeak), mb(r.rssAfter), `${r.settleSeconds} s`, `${r.healthzP95.toFixed(1)} ms (${r.healthzProbes})`]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  log(line(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) log(line(c));
}
