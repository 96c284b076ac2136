// Connection pools that outlive a Postgres restart (decision 28). node-postgres emits 'error' on
// a client whose connection dies (57P01 when Postgres stops or a backend is terminated, or the
// socket closing). pg-pool listens only while a client sits idle in the pool; a client that is
// checked out, such as a Prisma interactive transaction's between its queries, has only what its
// borrower added. And a transaction whose connection died is never handed back: Prisma's ROLLBACK
// fails on the dead client, so the adapter's release never runs and the pool slot stays taken
// for good (ten of them and every query would wait forever).
// So every client carries a listener of its own from the moment it connects, and one that dies
// while checked out is handed back at once, with the error, so the pool closes and forgets it and
// opens a fresh connection on the next demand. The borrower's own release later does nothing.
import pg from "pg";
import { log } from "../shared/log";
import { beforeScrape, metrics } from "./metrics.server";

const alreadyReleased = () => {};

declare global {
  // The server's own code and the built app each load this file; their pools are counted together.
  var __openPools: { pools: Map<pg.Pool, string>; roles: Set<string> } | undefined;
}

/** The process's open pools by role ("primary", "replica-1", "health"...); a pool's host never labels a series. */
const { pools: openPools, roles: rolesSeen } = (globalThis.__openPools ??= { pools: new Map(), roles: new Set() });

function forgetClosedPools(): void {
  for (const pool of openPools.keys()) if (pool.ending || pool.ended) openPools.delete(pool);
}

/** Sets the pool gauges from every open pool, those of one role summed; closed pools are forgotten. */
function recordPoolFigures(): void {
  forgetClosedPools();
  const totals = new Map([...rolesSeen].map((role) => [role, { inUse: 0, idle: 0, waiting: 0 }]));
  for (const [pool, role] of openPools) {
    const total = totals.get(role)!;
    total.inUse += pool.totalCount - pool.idleCount;
    total.idle += pool.idleCount;
    total.waiting += pool.waitingCount;
  }
  for (const [role, total] of totals) {
    metrics.dbPoolConnections.set({ pool: role, state: "in_use" }, total.inUse);
    metrics.dbPoolConnections.set({ pool: role, state: "idle" }, total.idle);
    metrics.dbPoolWaiting.set({ pool: role }, total.waiting);
  }
}

beforeScrape(recordPoolFigures);

/** A pool that survives a Postgres restart; `name` is for log lines, `role` labels its figures. */
export function createSurvivingPool(config: pg.PoolConfig, name: string, role: string): pg.Pool {
  const pool = new pg.Pool(config);
  // Also here, so a process that is never scraped does not keep every pool it ever closed.
  forgetClosedPools();
  openPools.set(pool, role);
  rolesSeen.add(role);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  // An idle client that dies: pg-pool has already closed it and dropped it from the pool.
  pool.on("error", (error) => log("warn", "database connection lost", { pool: name, error: error.message }));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!checkedOut.has(client)) return;
      log("warn", "database connection lost", { pool: name, error: error.message, inUse: true });
      const release = client.release;
      client.release = alreadyReleased;
      release(error);
    });
  });
  return pool;
}
