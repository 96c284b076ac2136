// The job metrics (decision 0058): each attempt this process runs, and, in the process that runs
// the worker, the queues as pg-boss's table holds them, read in one grouped query before a scrape.
// Only queues with a handler here label a series: a job of any other name adds none.
import type PgBoss from "pg-boss";
import { beforeScrape, metrics } from "~/utils/metrics.server";
import { jobHandlers } from "./registry.server";

export type AttemptOutcome = "completed" | "failed";

/** Starts timing one attempt of a queue's job; call the answer with its outcome when it ends. */
export function timeAttempt(queue: string): (outcome: AttemptOutcome) => void {
  const stopTimer = metrics.jobDuration.startTimer({ queue });
  return (outcome) => {
    stopTimer();
    metrics.jobAttempts.inc({ queue, outcome });
  };
}

const QUEUED_STATES = ["created", "retry", "active"] as const;

interface StateRow {
  name: string;
  state: string;
  jobs: number;
  /** Seconds since the oldest job of this state became due; null when none is due yet. */
  oldest: number | null;
}

// `job` is pg-boss's own table (partitioned by queue); its states are an enum of pg-boss's.
const QUEUE_FIGURES_SQL = `
  SELECT name, state::text AS state, count(*)::int AS jobs,
         extract(epoch FROM now() - min(start_after) FILTER (WHERE start_after <= now()))::float8 AS oldest
    FROM pgboss.job
   WHERE state IN ('created', 'retry', 'active', 'failed')
   GROUP BY name, state`;

/** Sets the queue gauges from pg-boss's table: every known queue, 0 where it has no jobs. */
export async function recordQueueFigures(boss: PgBoss): Promise<void> {
  const { rows } = (await boss.getDb().executeSql(QUEUE_FIGURES_SQL, [])) as { rows: StateRow[] };
  for (const queue of jobHandlers.keys()) {
    const ofQueue = rows.filter((row) => row.name === queue);
    const jobsIn = (state: string) => ofQueue.find((row) => row.state === state)?.jobs ?? 0;
    for (const state of QUEUED_STATES) metrics.jobsQueued.set({ queue, state }, jobsIn(state));
    metrics.jobsFailedTotal.set({ queue }, jobsIn("failed"));
    const waiting = ofQueue.filter((row) => (row.state === "created" || row.state === "retry") && row.oldest !== null);
    metrics.jobsOldestAge.set({ queue }, Math.max(0, ...waiting.map((row) => row.oldest!)));
  }
}

let watched: PgBoss | undefined;
const recordWatched = () => watched && recordQueueFigures(watched);

/** Reads the queues before each scrape through this instance, until it stops. */
export function watchQueueFigures(boss: PgBoss): void {
  watched = boss;
  boss.once("stopped", () => {
    if (watched === boss) watched = undefined;
  });
  beforeScrape(recordWatched);
}
