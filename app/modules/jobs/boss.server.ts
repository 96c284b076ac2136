// Background jobs on Postgres with pg-boss (its tables live in the `pgboss` schema of the app's
// database, created and upgraded by pg-boss itself on start; Prisma's migrations never touch it).
// A job is a row: it survives restarts, is retried with exponential backoff, and is fetched
// with SELECT ... FOR UPDATE SKIP LOCKED, so several machines polling the same queue never
// take the same job. See docs/decisions/0011-jobs-and-mail.md.
import PgBoss from "pg-boss";
import { env } from "~/utils/env.server";
import { log } from "../../shared/log";
import { withTraceContext } from "./job-traces.server";

export const QUEUES = {
  sendMail: "send-mail",
  passwordReset: "password-reset-mail",
  emailVerification: "email-verification-mail",
  savedSearchDigest: "saved-search-digest",
  listingExpiryReminder: "listing-expiry-reminder",
  /** { dealershipId }: pulls a dealer's feed from its URL (app/modules/feed-fetch). */
  feedPull: "feed-pull",
  /** { dealershipId, vehicleIds }: fetches the photos a feed names for those units (app/modules/feed-fetch). */
  feedPhotos: "feed-photos",
  dealerInvite: "dealer-invite-mail",
} as const;

// Seconds a job may run before it counts as failed; a feed's pull and its photos take longer than mail.
const EXPIRY_SECONDS: Partial<Record<string, number>> = { [QUEUES.feedPull]: 3600, [QUEUES.feedPhotos]: 3600 };

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface JobSettings {
  connectionString: string;
  /** Seconds before the first retry; each next one waits about twice as long (with jitter). */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** Run pg-boss's maintenance (expiry, archiving) in this instance: where a worker runs. */
  supervise?: boolean;
  /** Connections in this instance's pool. */
  max?: number;
}

const DEFAULT_RETRY = { retryLimit: 8, retryDelaySeconds: 30 };

/** A started pg-boss instance with every queue created. */
export async function createJobBoss(settings: JobSettings): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: settings.connectionString,
    max: settings.max ?? 3,
    supervise: settings.supervise ?? false,
    // No cron schedules are used.
    schedule: false,
    application_name: "ridemarket-jobs",
  });
  // Its pool's lost connections and its maintenance's failed rounds (pg-boss goes on by itself).
  boss.on("error", (error) => log("error", "job queue error", { error: String(error) }));
  try {
    await boss.start();
    const retryLimit = settings.retryLimit ?? DEFAULT_RETRY.retryLimit;
    const retryDelay = settings.retryDelaySeconds ?? DEFAULT_RETRY.retryDelaySeconds;
    for (const name of Object.values(QUEUES)) {
      // createQueue leaves an existing queue as it is (and is safe to race); updateQueue applies changed settings.
      const options = { name, policy: "standard" as const, retryLimit, retryDelay, retryBackoff: true, expireInSeconds: EXPIRY_SECONDS[name] ?? 120 };
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options);
    }
  } catch (error) {
    // Not left half started: its pool and timers would outlive the failed attempt.
    await boss.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => {});
    throw error;
  }
  return boss;
}

declare global {
  // One instance per process, shared by the server bundle and the server's own modules.
  var __jobBoss: Promise<PgBoss> | undefined;
}

/**
 * The process's pg-boss instance, started on first use. `configureJobs` (the server and the
 * worker call it at start-up) decides its settings; otherwise it only sends.
 */
export function jobBoss(): Promise<PgBoss> {
  globalThis.__jobBoss ??= createJobBoss({ connectionString: env().DATABASE_URL }).catch((error) => {
    globalThis.__jobBoss = undefined;
    throw error;
  });
  return globalThis.__jobBoss;
}

/** Starts the process's instance with these settings (replacing none already started). */
export function configureJobs(settings: JobSettings): Promise<PgBoss> {
  if (globalThis.__jobBoss) return globalThis.__jobBoss;
  // A failed start (the database away) is forgotten, so the next attempt starts afresh.
  const starting = createJobBoss(settings).catch((error) => {
    if (globalThis.__jobBoss === starting) globalThis.__jobBoss = undefined;
    throw error;
  });
  globalThis.__jobBoss = starting;
  return starting;
}

const stoppingHooks = new WeakMap<PgBoss, ((timeoutMs: number) => Promise<void>)[]>();

/** Runs when the instance is stopped through stopJobBoss, before it stops: a worker lets its running jobs finish. */
export function beforeJobsStop(boss: PgBoss, hook: (timeoutMs: number) => Promise<void>) {
  stoppingHooks.set(boss, [...(stoppingHooks.get(boss) ?? []), hook]);
}

/** Stops an instance, letting running jobs finish (up to timeoutMs). */
export async function stopJobBoss(boss: PgBoss, timeoutMs = 20_000) {
  await Promise.all((stoppingHooks.get(boss) ?? []).map((hook) => hook(timeoutMs)));
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/** Stops the process's instance, letting running jobs finish (up to timeoutMs). */
export async function stopJobs(timeoutMs = 20_000) {
  const started = globalThis.__jobBoss;
  globalThis.__jobBoss = undefined;
  if (!started) return;
  const boss = await started.catch(() => null);
  if (boss) await stopJobBoss(boss, timeoutMs);
}

// pg-boss keeps completed jobs in its job table for 12 hours (then archives them); a singleton
// window cannot be longer than that.
const MAX_SINGLETON_SECONDS = 12 * 3600;

export interface EnqueueOptions {
  /** With a key, a second job of the same queue and key in the same singletonSeconds slot is dropped. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** Adds a job; returns its id, or null when a singleton key dropped it as a double. */
export async function enqueue(queue: QueueName, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const boss = await jobBoss();
  return boss.send(queue, withTraceContext(data), options.singletonKey ? { singletonKey: options.singletonKey, singletonSeconds: Math.min(options.singletonSeconds ?? MAX_SINGLETON_SECONDS, MAX_SINGLETON_SECONDS) } : {});
}
