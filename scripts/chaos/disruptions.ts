// When and how Postgres goes away during a chaos run, drawn at random from a seed (printed, so a
// failing run can be replayed with --seed): a fast stop (a maintenance restart or failover:
// sessions get 57P01), an immediate stop (a crash: every process quits, the next start recovers
// from the WAL), or a burst of quick fast restarts; each down for a random while.
import { mulberry32 } from "../../prisma/seed/lib/seeded-random";

export type StopMode = "fast" | "immediate";

export interface Disruption {
  atMs: number;
  kind: StopMode | "burst";
  /** One outage per restart (a burst has several). */
  outagesMs: number[];
  /** In a burst: how long Postgres is up between two of its restarts. */
  upMs: number[];
}

/** A small seeded generator: the same seed, the same plan. */
export const seededRandom = mulberry32;

const between = (random: () => number, low: number, high: number) => Math.round(low + random() * (high - low));

/** Two or three disruptions at random moments of the load (from 10% to 80% of it), at least 5 s apart. */
export function planDisruptions(random: () => number, durationMs: number): Disruption[] {
  const count = 2 + Math.floor(random() * 2);
  const plan: Disruption[] = [];
  let earliest = durationMs * 0.1;
  for (let i = 0; i < count; i++) {
    const latest = durationMs * 0.8 - (count - 1 - i) * 5_000;
    const atMs = between(random, earliest, Math.max(earliest, earliest + (latest - earliest) * random()));
    const roll = random();
    const kind = roll < 0.4 ? "fast" : roll < 0.7 ? "immediate" : "burst";
    const outagesMs = kind === "burst" ? Array.from({ length: 2 + Math.floor(random() * 2) }, () => between(random, 100, 1_000)) : [between(random, 200, 5_000)];
    plan.push({ atMs, kind, outagesMs, upMs: outagesMs.map(() => between(random, 300, 1_500)) });
    earliest = atMs + 5_000;
  }
  return plan;
}

export const describeDisruption = (d: Disruption) =>
  `${(d.atMs / 1000).toFixed(1)} s ${d.kind === "burst" ? `burst of ${d.outagesMs.length} fast restarts (${d.outagesMs.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s down)` : `${d.kind} stop, ${(d.outagesMs[0]! / 1000).toFixed(1)} s down`}`;

export interface Database {
  stop(mode: StopMode): Promise<void>;
  start(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Carries out the plan from now on; resolves once the database is back after the last one. */
export async function disrupt(plan: Disruption[], database: Database, log: (line: string) => void) {
  const started = Date.now();
  for (const d of plan) {
    await sleep(Math.max(0, started + d.atMs - Date.now()));
    for (const [i, outageMs] of d.outagesMs.entries()) {
      if (i > 0) await sleep(d.upMs[i]!);
      const mode = d.kind === "immediate" ? "immediate" : "fast";
      log(`${new Date().toISOString()} Postgres: ${mode} stop`);
      await database.stop(mode);
      await sleep(outageMs);
      await database.start();
      log(`${new Date().toISOString()} Postgres back`);
    }
  }
}
