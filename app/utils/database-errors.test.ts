// The classifier against errors really thrown by node-postgres and Prisma (pg adapter):
// a refused connection, and a connection Postgres terminates mid-query (57P01, as in a restart).
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { createPrismaClient, prisma } from "~/utils/db.server";
import { isDatabaseUnavailable } from "./database-errors";

const CLOSED_PORT_URL = "postgresql://postgres:postgres@127.0.0.1:1/ridemarket";
const unreachable = createPrismaClient(CLOSED_PORT_URL, 1);
afterAll(() => unreachable.$disconnect());

const captured = (promise: Promise<unknown>) => promise.then(() => { throw new Error("expected a failure"); }, (error: unknown) => error);

/** Runs a slow query through the app's Prisma client and has Postgres terminate its connection. */
async function terminatedMidQuery(): Promise<unknown> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const slow = captured(prisma.$queryRaw`SELECT pg_sleep(10)`);
    // Once the query runs (on a busy machine it may take a while to get there).
    const sleeping = "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%pg_sleep%'";
    for (let i = 0; i < 100 && !(await admin.query(`SELECT 1 ${sleeping}`)).rowCount; i++) await new Promise((r) => setTimeout(r, 50));
    await admin.query(`SELECT pg_terminate_backend(pid) ${sleeping}`);
    return await slow;
  } finally {
    await admin.end();
  }
}

describe("isDatabaseUnavailable", () => {
  it("recognises node-postgres refusing to connect (ECONNREFUSED)", async () => {
    const error = await captured(new pg.Client({ connectionString: CLOSED_PORT_URL }).connect());
    expect((error as { code?: string }).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises Prisma through the pg adapter when the server cannot be reached", async () => {
    const error = await captured(unreachable.vehicle.findMany({ take: 1 }));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a connection Postgres terminated mid-query (admin shutdown, 57P01)", async () => {
    const error = await terminatedMidQuery();
    expect(String(error)).toMatch(/terminat/i);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool replaces the dead connection: the next query works.
    await expect(prisma.$queryRaw`SELECT 1 AS one`).resolves.toEqual([{ one: 1 }]);
  });

  it("recognises a transaction Postgres dropped around COMMIT (P2028, as seen by npm run chaos)", () => {
    const message = "Transaction API error: Transaction already closed: A rollback cannot be executed on a committed transaction.";
    expect(isDatabaseUnavailable(new Prisma.PrismaClientKnownRequestError(message, { code: "P2028", clientVersion: "6.19.3" }))).toBe(true);
  });

  it("leaves every other error alone: constraint violations, bad input, plain bugs", async () => {
    const divisionByZero = await captured(prisma.$executeRawUnsafe("SELECT 1/0"));
    expect(isDatabaseUnavailable(divisionByZero)).toBe(false);
    const known = new Prisma.PrismaClientKnownRequestError("Unique constraint failed", { code: "P2002", clientVersion: "6" });
    expect(isDatabaseUnavailable(known)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("P1001")).toBe(false);
  });

  it("looks through wrapping errors", () => {
    const inner = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("listing failed", { cause: inner }))).toBe(true);
  });
});
