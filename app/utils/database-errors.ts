// Recognises "the database cannot be reached right now" among everything Prisma, its pg
// driver adapter and node-postgres throw. Imports nothing, so the express server
// (server/index.ts) can use it as well as the app.

// Prisma: can't reach server, timed out, server closed the connection, pool timeout, and
// P2028, which a transaction gets when Postgres drops its connection around COMMIT
// ("Transaction already closed: A rollback cannot be executed on a committed transaction").
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
// Postgres SQLSTATE: connection exceptions (08xxx), admin/crash shutdown, starting up, too many connections.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH"]);
// Kinds of DriverAdapterError (@prisma/adapter-pg) that mean the connection, not the query, failed.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Can't reach database server/i,
  /Server has closed the connection/i,
  /Timed out fetching a new connection from the connection pool/i,
];

type Inspectable = { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: unknown; originalCode?: unknown };

function matchesOne(value: Inspectable): boolean {
  const code = typeof value.code === "string" ? value.code : undefined;
  if (code && (PRISMA_CODES.has(code) || SQLSTATES.has(code) || SOCKET_CODES.has(code) || code.startsWith("08"))) return true;
  if (typeof value.originalCode === "string" && (SQLSTATES.has(value.originalCode) || value.originalCode.startsWith("08"))) return true;
  if (typeof value.kind === "string" && ADAPTER_KINDS.has(value.kind)) return true;
  return typeof value.message === "string" && MESSAGES.some((m) => m.test(value.message as string));
}

/** True when the error (or anything it wraps) says the database is unreachable or went away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length && seen.size < 20) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const value = current as Inspectable;
    if (matchesOne(value)) return true;
    queue.push(value.cause);
    if (value.meta && typeof value.meta === "object") queue.push((value.meta as { driverAdapterError?: unknown }).driverAdapterError);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** For a route's own catch-all: lets an outage through, so it is answered 503 rather than the route's 500. */
export function throwIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
}
