// The read replicas public pages may read from (decision 26), and their health. A check in the
// background (every CHECK_EVERY_MS, not per request) keeps each replica in service while it
// answers, is a standby and is at most maxLagSeconds behind the primary (replica-lag.ts);
// otherwise it is out, and the primary serves its reads. Each change is one log line.
// A read that fails on a replica because the connection did is answered by the primary.
import type { PrismaClient } from "~/generated/prisma/client";
import { isDatabaseUnavailable } from "~/utils/database-errors";
import { log } from "../shared/log";
import { metrics } from "./metrics.server";
import { PrimaryWalHistory, parseLsn } from "./replica-lag";

export const CHECK_EVERY_MS = 2000;
const CHECK_TIMEOUT_MS = 2000;

// What a replica may answer; anything else a reader is asked is the primary's to do.
const READ_OPERATIONS = new Set([
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "findUnique",
  "findUniqueOrThrow",
  "count",
  "aggregate",
  "groupBy",
  "$queryRaw",
  "$queryRawUnsafe",
  "$queryRawTyped",
]);

interface Replica {
  /** host:port/database, for log lines (never the password). */
  name: string;
  /** "replica-1", "replica-2"... by its place in DATABASE_REPLICA_URLS: what labels its figures. */
  role: string;
  client: PrismaClient;
  /** The client with reads it cannot answer sent to the primary. */
  reader: PrismaClient;
  inService: boolean | null;
  lagSeconds: number | null;
}

export interface ReplicaStatus {
  name: string;
  inService: boolean;
  lagSeconds: number | null;
}

export interface ReadReplicaOptions {
  maxLagSeconds: number;
  createClient: (url: string, role: string) => PrismaClient;
}

const replicaName = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n").filter(Boolean).at(-1) ?? "";

// A standby cancels a query whose rows its replay must remove (hot_standby_feedback makes it
// rare); the primary has no such conflict.
const conflictsWithRecovery = (error: unknown) => /conflict with recovery/i.test(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class ReadReplicas {
  private readonly replicas: Replica[];
  private readonly history: PrimaryWalHistory;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  readonly maxLagSeconds: number;

  constructor(
    urls: string[],
    private readonly primary: PrismaClient,
    options: ReadReplicaOptions,
  ) {
    this.maxLagSeconds = options.maxLagSeconds;
    // A little longer than the bound, so a lag past it is still seen as past it.
    this.history = new PrimaryWalHistory(options.maxLagSeconds * 1000 + 2 * CHECK_EVERY_MS);
    this.replicas = urls.map((url, index) => {
      const role = `replica-${index + 1}`;
      const client = options.createClient(url, role);
      const replica: Replica = { name: replicaName(url), role, client, reader: client, inService: null, lagSeconds: null };
      replica.reader = this.readerFor(replica);
      return replica;
    });
  }

  /** Checks now and then every CHECK_EVERY_MS; the timer does not keep the process alive. */
  start(): this {
    if (this.timer) return this;
    void this.checkNow();
    this.timer = setInterval(() => void this.checkNow(), CHECK_EVERY_MS);
    this.timer.unref();
    return this;
  }

  /** A replica in service (any of them) and its role, or undefined when none is. */
  pick(): { reader: PrismaClient; role: string } | undefined {
    const serving = this.replicas.filter((r) => r.inService);
    const replica = serving[Math.floor(Math.random() * serving.length)];
    return replica && { reader: replica.reader, role: replica.role };
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ name: r.name, inService: r.inService === true, lagSeconds: r.lagSeconds }));
  }

  /**
   * The longest a replica in service can be behind the primary: the bound, plus the time until
   * the next check sees it past the bound.
   */
  stalestReadSeconds(): number {
    return this.maxLagSeconds + CHECK_EVERY_MS / 1000;
  }

  /** One round of health checks (a round already running is joined, not doubled). */
  checkNow(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
    await Promise.all(this.replicas.map((r) => r.client.$disconnect()));
  }

  private async checkAll() {
    let flushed: bigint;
    try {
      const [row] = await withTimeout(this.primary.$queryRaw<{ lsn: string }[]>`SELECT pg_current_wal_flush_lsn()::text AS lsn`, CHECK_TIMEOUT_MS);
      flushed = parseLsn(row!.lsn);
    } catch {
      // With the primary away there is nothing to measure against; the outage is answered elsewhere.
      return;
    }
    this.history.record(Date.now(), flushed);
    await Promise.all(this.replicas.map((r) => this.check(r)));
  }

  private async check(replica: Replica) {
    try {
      await this.measure(replica);
    } finally {
      this.recordFigures(replica);
    }
  }

  private recordFigures(replica: Replica) {
    metrics.replicaInService.set({ replica: replica.role }, replica.inService ? 1 : 0);
    // An unreachable replica's lag is not known: the gauge keeps its last measure.
    if (replica.lagSeconds !== null) metrics.replicaLag.set({ replica: replica.role }, replica.lagSeconds);
  }

  private async measure(replica: Replica) {
    try {
      const [row] = await withTimeout(
        replica.client.$queryRaw<{ standby: boolean; replayed: string | null }[]>`SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed`,
        CHECK_TIMEOUT_MS,
      );
      if (!row?.standby || !row.replayed) return this.takeOut(replica, "not a standby");
      const lagSeconds = this.history.lagSeconds(parseLsn(row.replayed), Date.now());
      replica.lagSeconds = lagSeconds;
      if (lagSeconds > this.maxLagSeconds) return this.takeOut(replica, "lagging", { lagSeconds, maxLagSeconds: this.maxLagSeconds });
      this.putInService(replica, lagSeconds);
    } catch (error) {
      replica.lagSeconds = null;
      this.takeOut(replica, "unreachable", { error: errorText(error) });
    }
  }

  private takeOut(replica: Replica, reason: string, fields: Record<string, unknown> = {}) {
    if (replica.inService === false) return;
    replica.inService = false;
    log("warn", "read replica out of service", { replica: replica.name, reason, ...fields });
  }

  private putInService(replica: Replica, lagSeconds: number) {
    if (replica.inService === true) return;
    replica.inService = true;
    log("info", "read replica in service", { replica: replica.name, lagSeconds });
  }

  /** Runs what the primary must do, as the reader was asked to do it. */
  private onPrimary(model: string | undefined, operation: string, args: unknown): Promise<unknown> {
    const target = (model ? this.primary[(model.charAt(0).toLowerCase() + model.slice(1)) as keyof PrismaClient] : this.primary) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
    // Raw queries by string take their values as further arguments; every other operation takes one.
    return Array.isArray(args) ? target[operation]!(...args) : target[operation]!(args);
  }

  private readerFor(replica: Replica): PrismaClient {
    const extended = replica.client.$extends({
      query: {
        $allOperations: async ({ model, operation, args, query }) => {
          if (!READ_OPERATIONS.has(operation)) return this.onPrimary(model, operation, args);
          try {
            return await query(args);
          } catch (error) {
            if (isDatabaseUnavailable(error)) this.takeOut(replica, "unreachable", { error: errorText(error) });
            else if (!conflictsWithRecovery(error)) throw error;
            return this.onPrimary(model, operation, args);
          }
        },
      },
    });
    // A query extension leaves the client's shape as it was.
    return extended as unknown as PrismaClient;
  }
}
