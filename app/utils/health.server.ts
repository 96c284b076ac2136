// What /healthz says. The platform's proxy asks it every few seconds and stops routing to a
// machine that is slow to answer, so it must answer at once even while pages and searches hold
// the connection pool and the cores: waiting for a pooled connection and a round trip through a
// busy database would make a loaded machine look dead (decision 31). So the database is asked on
// a connection of its own, once a second in the background from the first check on, and a check
// answers from the latest beat: "up" means Postgres answered within the last few seconds.
import { log } from "../shared/log";
import { createSurvivingPool } from "./db-pool.server";
import { env } from "./env.server";
import { readReplicas } from "./db.server";

const BEAT_EVERY_MS = 1000;
/** A ping not answered by then counts as a failure. */
const PING_TIMEOUT_MS = 2000;
/** Up while the last answer is this recent and nothing failed since. */
const UP_WITHIN_MS = 3000;

export interface HeartbeatOptions {
  everyMs?: number;
  timeoutMs?: number;
  upWithinMs?: number;
  now?: () => number;
}

/** Pings a database on a connection of its own and remembers when it last answered. */
export class DatabaseHeartbeat {
  private readonly pool;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private firstBeat: Promise<void> = Promise.resolve();
  private lastAnswerAt = Number.NEGATIVE_INFINITY;
  private lastFailureAt = Number.NEGATIVE_INFINITY;
  private readonly everyMs: number;
  private readonly timeoutMs: number;
  private readonly upWithinMs: number;
  private readonly now: () => number;

  constructor(url: string, options: HeartbeatOptions = {}) {
    this.everyMs = options.everyMs ?? BEAT_EVERY_MS;
    this.timeoutMs = options.timeoutMs ?? PING_TIMEOUT_MS;
    this.upWithinMs = options.upWithinMs ?? UP_WITHIN_MS;
    this.now = options.now ?? Date.now;
    // One connection, opened again after Postgres restarts (the pool drops a dead client).
    this.pool = createSurvivingPool({ connectionString: url, max: 1, connectionTimeoutMillis: this.timeoutMs, idleTimeoutMillis: 0 }, "health", "health");
  }

  /** Starts beating, if not already; resolves once the first beat has an outcome. */
  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.beat(), this.everyMs);
      this.timer.unref();
      this.firstBeat = this.beat();
    }
    return this.firstBeat;
  }

  /** One ping now, unless one is already on its way (then that one). */
  beat(): Promise<void> {
    this.inFlight ??= this.ping().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async ping() {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      await Promise.race([this.pool.query("SELECT 1"), late]);
      this.lastAnswerAt = this.now();
    } catch (error) {
      if (this.lastFailureAt <= this.lastAnswerAt) log("warn", "health check: the database did not answer", { error: error instanceof Error ? error.message : String(error) });
      this.lastFailureAt = this.now();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the database answered lately, with no failure since. */
  get databaseUp(): boolean {
    return this.lastAnswerAt > this.lastFailureAt && this.now() - this.lastAnswerAt <= this.upWithinMs;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
    await this.pool.end();
  }
}

declare global {
  var __healthBeat: DatabaseHeartbeat | undefined;
}

export interface HealthReport {
  status: 200 | 503;
  body: {
    status: "ok" | "unavailable";
    database: "up" | "down";
    replicas?: { configured: number; inService: number };
  };
}

/** This process's health: 200 while the database answers, 503 while it does not. */
export async function healthReport(): Promise<HealthReport> {
  const beat = (globalThis.__healthBeat ??= new DatabaseHeartbeat(env().DATABASE_URL));
  await beat.start();
  const up = beat.databaseUp;
  // Replicas only ever take reads off the primary: one out does not make this machine unhealthy.
  const replicas = readReplicas()?.status();
  return {
    status: up ? 200 : 503,
    body: {
      status: up ? "ok" : "unavailable",
      database: up ? "up" : "down",
      ...(replicas ? { replicas: { configured: replicas.length, inService: replicas.filter((r) => r.inService).length } } : {}),
    },
  };
}

/** Stops the background pings and closes their connection (at shutdown). */
export async function stopHealthChecks() {
  await globalThis.__healthBeat?.stop();
  globalThis.__healthBeat = undefined;
}
