// The job metrics, against the test Postgres: attempts counted by outcome as this process's worker
// runs them, and the queues' gauges read from pg-boss's table before a scrape, for known queues only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type client from "prom-client";
import type PgBoss from "pg-boss";
import { metrics, refreshGauges } from "~/utils/metrics.server";
import { configureJobs, stopJobs } from "./boss.server";
import "../../../server/job-handlers";
import { defineJob } from "./registry.server";
import { startJobWorker } from "./worker.server";
import { createMailer } from "~/modules/mail/mail.server";

const PROBE = "metrics-probe";
const STRANGE = "metrics-strange";

defineJob<{ fail?: boolean }>(PROBE, async ({ fail }) => {
  if (fail) throw new Error("the probe was told to fail");
});

async function valueOf(metric: client.Metric<string>, labels: Record<string, string>, suffix = ""): Promise<number> {
  const { name, values } = await metric.get();
  const series = values.find((s) => (!suffix || (s as { metricName?: string }).metricName === `${name}${suffix}`) && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return series?.value ?? 0;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the figure did not move in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let boss: PgBoss;
const mailer = createMailer({ from: "RideMarket <no-reply@ridemarket.example>", outboxDir: `${process.env.TMPDIR ?? "/tmp"}/ridemarket-job-figures-${process.pid}` });

beforeAll(async () => {
  boss = await configureJobs({ connectionString: process.env.DATABASE_URL!, supervise: true, retryDelaySeconds: 1, retryLimit: 0 });
  // No retries: a failed attempt leaves the job failed at once.
  for (const name of [PROBE, STRANGE]) await boss.createQueue(name, { name, policy: "standard", retryLimit: 0 });
  await startJobWorker(boss, { mailer, pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await stopJobs(2000);
  mailer.close();
});

describe("job_attempts_total and job_duration_seconds", () => {
  it("count a completed attempt and a failed one, each timed", async () => {
    const before = {
      completed: await valueOf(metrics.jobAttempts, { queue: PROBE, outcome: "completed" }),
      failed: await valueOf(metrics.jobAttempts, { queue: PROBE, outcome: "failed" }),
      timed: await valueOf(metrics.jobDuration, { queue: PROBE }, "_count"),
    };
    await boss.send(PROBE, {});
    await boss.send(PROBE, { fail: true });
    await eventually(async () => (await valueOf(metrics.jobAttempts, { queue: PROBE, outcome: "completed" })) === before.completed + 1);
    await eventually(async () => (await valueOf(metrics.jobAttempts, { queue: PROBE, outcome: "failed" })) === before.failed + 1);
    expect(await valueOf(metrics.jobDuration, { queue: PROBE }, "_count")).toBe(before.timed + 2);
  });
});

describe("jobs_queued, jobs_oldest_age_seconds and jobs_failed", () => {
  it("read the queues from pg-boss's table when the figures are refreshed", async () => {
    const failedId = await boss.send(PROBE, { fail: true });
    await eventually(async () => (await boss.getJobById(PROBE, failedId!))?.state === "failed");
    // Due in an hour: waiting, not yet due, so it adds to the queue but not to its oldest age.
    await boss.send(PROBE, {}, { startAfter: 3600 });

    await refreshGauges();

    expect(await valueOf(metrics.jobsQueued, { queue: PROBE, state: "created" })).toBe(1);
    expect(await valueOf(metrics.jobsQueued, { queue: PROBE, state: "active" })).toBe(0);
    expect(await valueOf(metrics.jobsOldestAge, { queue: PROBE })).toBe(0);
    expect(await valueOf(metrics.jobsFailedTotal, { queue: PROBE })).toBeGreaterThanOrEqual(2);
    // A queue with no jobs still has its series, at 0.
    expect((await metrics.jobsQueued.get()).values.some((s) => s.labels.queue === "send-mail" && s.labels.state === "retry")).toBe(true);
  });

  it("give a queue no handler knows no series, however many jobs its table holds", async () => {
    await boss.send(STRANGE, {});
    await refreshGauges();
    for (const metric of [metrics.jobsQueued, metrics.jobsOldestAge, metrics.jobsFailedTotal]) {
      expect((await metric.get()).values.some((s) => s.labels.queue === STRANGE)).toBe(false);
    }
  });

  it("tell the age of the oldest job that is due and waiting", async () => {
    await stopJobs(2000);
    // With the worker stopped, a due job waits: its age grows from when it became due.
    const started = await configureJobs({ connectionString: process.env.DATABASE_URL!, retryLimit: 0 });
    await started.send(PROBE, {});
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { recordQueueFigures } = await import("./job-figures.server");
    await recordQueueFigures(started);
    expect(await valueOf(metrics.jobsOldestAge, { queue: PROBE })).toBeGreaterThanOrEqual(1);
    expect(await valueOf(metrics.jobsQueued, { queue: PROBE, state: "created" })).toBe(2);
  });
});
