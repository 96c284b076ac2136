// The job worker: what each queue's jobs do, and the loop that runs them. A handler that throws
// fails the job, and pg-boss runs it again later (see the queues' retry settings in boss.server.ts).
//
// Each queue is polled by a loop of ours rather than pg-boss's work(): pg-boss 10 records a job's
// outcome without waiting on it, so a database that goes away while a job runs turned into an
// unhandled rejection that ended the process (decision 28). Here every call is awaited: a fetch
// that fails is an empty poll, and an outcome that cannot be written while the database is away is
// written again until it is back (so a mail sent during a restart is not sent a second time), or
// until the job's expiry, after which pg-boss retries the job anyway.
import type PgBoss from "pg-boss";
import { mailer as processMailer, type Mailer, type OutgoingMail } from "~/modules/mail/mail.server";
import { isDatabaseUnavailable } from "~/utils/database-errors";
import { QUEUES, beforeJobsStop } from "./boss.server";
import { defineJob, jobHandlers, type JobHandler } from "./registry.server";
import { inJobSpan, markJobFailed } from "./job-traces.server";
import { timeAttempt, watchQueueFigures } from "./job-figures.server";
import { log } from "../../shared/log";

export interface WorkerOptions {
  mailer?: Mailer;
  /** How often an idle worker asks for new jobs (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
  /** How long to wait before writing a job's outcome again while the database is away. */
  outcomeRetryMs?: number;
}

defineJob<OutgoingMail>(QUEUES.sendMail, async (mail, mailer) => {
  await mailer.send(mail);
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A pause that stopping can cut short. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

/** The handler's own promise, or a rejection once the job's expiry passes (as pg-boss's work() does). */
function withinExpiry(run: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job did not finish within ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([run, expired]).finally(() => clearTimeout(timer));
}

interface Loop {
  boss: PgBoss;
  mailer: Mailer;
  intervalMs: number;
  outcomeRetryMs: number;
  stopping: AbortSignal;
}

/** Writes a job's outcome; while the database is away, again and again until `until` or a stop. */
async function recordOutcome(loop: Loop, what: string, job: PgBoss.Job<unknown>, write: () => Promise<unknown>, until: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      if (attempt > 1) log("info", "job outcome recorded after the database came back", { queue: job.name, id: job.id, outcome: what });
      return;
    } catch (error) {
      const retry = isDatabaseUnavailable(error) && Date.now() < until && !loop.stopping.aborted;
      if (attempt === 1 || !retry) log("warn", retry ? "job outcome not recorded: database unavailable, trying again" : "job outcome not recorded; pg-boss retries the job after its expiry", { queue: job.name, id: job.id, outcome: what, error: errorText(error) });
      if (!retry) return;
      await pause(loop.outcomeRetryMs, loop.stopping);
    }
  }
}

async function runJob(loop: Loop, queue: string, handler: JobHandler<never>, job: PgBoss.Job<never>) {
  const until = Date.now() + job.expireInSeconds * 1000;
  const attemptEnded = timeAttempt(queue);
  try {
    await withinExpiry(handler(job.data, loop.mailer), job.expireInSeconds);
  } catch (error) {
    markJobFailed(error);
    attemptEnded("failed");
    log("warn", "job failed; it will be retried", { queue, id: job.id, error: errorText(error) });
    await recordOutcome(loop, "failed", job, () => loop.boss.fail(queue, job.id, { message: errorText(error) }), until);
    return;
  }
  attemptEnded("completed");
  await recordOutcome(loop, "completed", job, () => loop.boss.complete(queue, job.id), until);
}

/** Fetches one job at a time (pg-boss's fetch answers an empty list when the database is away). */
async function pollQueue(loop: Loop, queue: string, handler: JobHandler<never>) {
  while (!loop.stopping.aborted) {
    let job: PgBoss.Job<never> | undefined;
    try {
      [job] = await loop.boss.fetch<never>(queue, { batchSize: 1 });
    } catch (error) {
      log("warn", "job fetch failed", { queue, error: errorText(error) });
    }
    // In the job's own span (linked to the trace that queued it), outcome included.
    if (job) await inJobSpan(queue, job.id, job.data, (data) => runJob(loop, queue, handler, { ...job, data }));
    else await pause(loop.intervalMs, loop.stopping);
  }
}

/**
 * Starts polling every queue on this pg-boss instance; stopJobs stops it. The modules that define
 * jobs must be loaded first (server/job-handlers.ts): a queue without a handler stops the start.
 */
export async function startJobWorker(boss: PgBoss, options: WorkerOptions = {}) {
  const unhandled = Object.values(QUEUES).filter((queue) => !jobHandlers.has(queue));
  if (unhandled.length) throw new Error(`No handler for the job queue(s) ${unhandled.join(", ")}: load server/job-handlers.ts before starting the worker`);
  const stop = new AbortController();
  const loop: Loop = {
    boss,
    mailer: options.mailer ?? processMailer(),
    intervalMs: (options.pollingIntervalSeconds ?? 2) * 1000,
    outcomeRetryMs: options.outcomeRetryMs ?? 2000,
    stopping: stop.signal,
  };
  const loops = [...jobHandlers].map(([queue, handler]) =>
    pollQueue(loop, queue, handler).catch((error) => log("error", "job worker stopped on an error", { queue, error: errorText(error) })),
  );
  const finished = Promise.all(loops);
  // Stopped before the instance: running jobs finish (up to the timeout) and record their outcome.
  beforeJobsStop(boss, async (timeoutMs) => {
    stop.abort();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  });
  // An instance stopped some other way ends the loops too.
  boss.once("stopped", () => stop.abort());
  watchQueueFigures(boss);
}
