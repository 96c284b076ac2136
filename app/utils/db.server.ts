import { PrismaPg } from "@prisma/adapter-pg";
import type { PoolConfig } from "pg";
import { PrismaClient, type Prisma } from "~/generated/prisma/client";
import { createSurvivingPool } from "./db-pool.server";
import { env } from "./env.server";
import { metrics } from "./metrics.server";
import { ReadReplicas } from "./read-replicas.server";
import { replicaReadsAllowed } from "./public-read-scope.server";

declare global {
  // Survive dev-server module reloads so connections (and the replicas' checks) are not leaked.
  var __prisma: PrismaClient | undefined;
  var __readReplicas: ReadReplicas | undefined;
}

// Each connect (the first query, or the first after $disconnect) gets a pool of its own that
// survives Postgres restarts (db-pool.server.ts); $disconnect closes it.
class SurvivingPrismaPg extends PrismaPg {
  constructor(
    private readonly poolConfig: PoolConfig,
    private readonly poolName: string,
    private readonly poolRole: string,
  ) {
    super(poolConfig);
  }

  override connect() {
    return new PrismaPg(createSurvivingPool(this.poolConfig, this.poolName, this.poolRole), { disposeExternalPool: true }).connect();
  }
}

const hostOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
};

/** A client of its own pool; `role` names the pool in the metrics ("primary", "replica-1"...). */
export function createPrismaClient(url: string, max = 10, connectionTimeoutMillis?: number, role = "other") {
  return new PrismaClient({ adapter: new SurvivingPrismaPg({ connectionString: url, max, connectionTimeoutMillis }, hostOf(url), role) });
}

/** The primary: every write, every transaction and every read that is not explicitly public. */
export const prisma: PrismaClient = (globalThis.__prisma ??= createPrismaClient(env().DATABASE_URL, 10, undefined, "primary"));

function startReadReplicas(): ReadReplicas | undefined {
  const { DATABASE_REPLICA_URLS: urls, REPLICA_MAX_LAG_SECONDS: maxLagSeconds } = env();
  if (!urls.length) return undefined;
  // A replica that does not answer is given up on quickly: the primary can serve instead.
  return new ReadReplicas(urls, prisma, { maxLagSeconds, createClient: (url, role) => createPrismaClient(url, 10, 2000, role) }).start();
}

if (!globalThis.__readReplicas) globalThis.__readReplicas = startReadReplicas();

/** The configured read replicas and their health; undefined without DATABASE_REPLICA_URLS. */
export const readReplicas = (): ReadReplicas | undefined => globalThis.__readReplicas;

/** What a reader of public data may do: anything but open a transaction (those run on the primary). */
export type PublicReader = Omit<PrismaClient, "$transaction">;

/**
 * One read with planner settings of its own (each a `SET LOCAL` statement), in a read-only
 * transaction that ends with it: on a replica as on the primary, and no setting outlives it.
 * Without settings, the plain read.
 */
export function readWithSettings<T>(reader: PublicReader, settings: Prisma.Sql[], query: Prisma.Sql): Promise<T> {
  if (!settings.length) return reader.$queryRaw<T>(query);
  return (reader as PrismaClient).$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET TRANSACTION READ ONLY");
    for (const setting of settings) await tx.$executeRaw(setting);
    return tx.$queryRaw<T>(query);
  });
}

/**
 * The client for reads of public data (listings on sale, the catalog, research posts): a read
 * replica in service when the request may read one (public-read-scope.server.ts), otherwise the
 * primary. Writes asked of it go to the primary.
 */
export function publicReader(): PublicReader {
  const replica = replicaReadsAllowed() ? globalThis.__readReplicas?.pick() : undefined;
  metrics.publicReads.inc({ server: replica?.role ?? "primary" });
  return replica?.reader ?? prisma;
}

/** Closes the pools of the primary and of every replica. */
export async function disconnectDatabases() {
  await globalThis.__readReplicas?.stop();
  await prisma.$disconnect();
}
