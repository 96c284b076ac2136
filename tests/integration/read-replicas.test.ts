// Public pages read from a real streaming replica; the signed-in seller's pages, and any browser
// that has just written, read the primary; a replica that is down or too far behind is skipped.
// Its own primary cluster and a standby of it (scripts/lib/replica.ts), so the app boots with
// DATABASE_REPLICA_URLS set: both ports follow TEST_PG_PORT (+1, +2) unless REPLICA_TEST_PG_PORT says.
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres";
import { startStreamingReplica } from "../../scripts/lib/replica";
import { ROOT } from "../../scripts/lib/database-setup";
import { TEMPLATE_DB, TEST_PG_PORT } from "../support/worker-database";

const PRIMARY_PORT = Number(process.env.REPLICA_TEST_PG_PORT ?? TEST_PG_PORT + 1);
const REPLICA_PORT = PRIMARY_PORT + 1;
const DATABASE = "ridemarket_replicas";
const MAX_LAG_SECONDS = 5;

const primaryCluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", "test-replicas-primary"), port: PRIMARY_PORT });
// The app reads its settings on first use, which comes with the imports below.
process.env.DATABASE_URL = primaryCluster.url(DATABASE);
process.env.DATABASE_REPLICA_URLS = `postgresql://postgres:postgres@127.0.0.1:${REPLICA_PORT}/${DATABASE}`;
process.env.REPLICA_MAX_LAG_SECONDS = String(MAX_LAG_SECONDS);

const { prepareTemplate } = await import("../support/test-database");
await prepareTemplate(primaryCluster, () => {});
await primaryCluster.dropDatabase(DATABASE);
await primaryCluster.ensureDatabase(DATABASE, TEMPLATE_DB);
const REPLICA_DIR = path.join(ROOT, ".data", "test-replicas-standby");
let replica = await startStreamingReplica({ primaryPort: PRIMARY_PORT, port: REPLICA_PORT, dataDir: REPLICA_DIR, fresh: true });

const { requestApp, callPage, sessionCookieFor } = await import("../support/app-requests");
const { createListing, createUser } = await import("../support/fixtures");
const { prisma, publicReader, readReplicas, disconnectDatabases } = await import("~/utils/db.server");
const { readingPublicData } = await import("~/utils/public-read-scope.server");
const { metrics, refreshGauges } = await import("~/utils/metrics.server");

/** A series' value, 0 when it has none. */
async function figure(metric: { get(): Promise<{ values: { labels: Record<string, string | number>; value: number }[] }> }, labels: Record<string, string>) {
  const { values } = await metric.get();
  return values.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0;
}

const replicas = readReplicas()!;

/** Runs a statement on the replica itself (its replay controls). */
async function onReplica(sql: string) {
  const client = new pg.Client({ host: "127.0.0.1", port: REPLICA_PORT, user: "postgres", password: "postgres", database: "postgres" });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await disconnectDatabases();
  globalThis.__readReplicas = undefined;
  await replica.remove();
  await primaryCluster.stop();
});

const seller = await createUser(prisma, { firstName: "Rita" });
const buyer = await createUser(prisma, { firstName: "Bo" });
const listed = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 8000, zip: "90210", userId: seller.id });
const listingId = (await prisma.listing.findUniqueOrThrow({ where: { vehicleId: listed.id } })).id;

// Each route's modules load on its first request, which takes seconds here: done before any
// test measures how far behind the replica may be.
for (const url of ["/api/vehicles/search", `/api/vehicles/${listed.id}`, `/vehicles/${listed.id}`, "/buy", "/account"]) await requestApp({ url });

/** The JSON log lines the app writes, as they are written. */
let logLines: Record<string, unknown>[] = [];
beforeEach(async () => {
  logLines = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      const text = String(chunk);
      for (const line of text.split("\n")) {
        try {
          if (line.startsWith("{")) logLines.push(JSON.parse(line));
        } catch {
          // Not a log line.
        }
      }
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
  await replica.caughtUp();
  await replicas.checkNow();
  expect(replicas.status()[0]!.inService).toBe(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await onReplica("SELECT pg_wal_replay_resume()").catch(() => {});
});

const replicaLines = (msg: string) => logLines.filter((l) => l.msg === msg && String(l.replica).endsWith(`:${REPLICA_PORT}/${DATABASE}`));

/** Stops the replica's replay: what the primary writes next is not on the replica. */
const pauseReplay = () => onReplica("SELECT pg_wal_replay_pause()");
const resumeReplay = () => onReplica("SELECT pg_wal_replay_resume()");

/** What /api/vehicles/search says of the listing the file is about. */
const searchedPrice = async () => (await searchApi()).find((v) => v.id === listed.id)?.price;
const searchApi = async (cookie?: string) => {
  const outcome = await requestApp({ url: "/api/vehicles/search?type=dirtbike&make=Honda&model=CRF450R", cookie });
  expect(outcome.status).toBe(200);
  return (JSON.parse(outcome.text) as { vehicles: { id: number; price: string }[] }).vehicles;
};
const vehiclePage = async (cookie: string | null = null) => {
  const page = await callPage(`/vehicles/${listed.id}`, cookie);
  expect(page.status).toBe(200);
  return (page.data as { vehicle: { price: string; status: string } }).vehicle;
};
const setCookieOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(";")[0]!);

describe("the public reader", () => {
  it("is the primary outside a public page's request and a replica inside one, which hands writes to the primary", async () => {
    expect(publicReader()).toBe(prisma);
    const reader = readingPublicData(() => publicReader());
    expect(reader).not.toBe(prisma);
    const [row] = await reader.$queryRaw<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`;
    expect(row!.standby).toBe(true);
    await reader.user.update({ where: { id: buyer.id }, data: { firstName: "Bea" } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: buyer.id } })).firstName).toBe("Bea");
  });
});

describe("the replicas' metrics", () => {
  it("count public reads by the server that served them, and tell the replica's service, lag and pool by its place, never its host", async () => {
    const before = { replica: await figure(metrics.publicReads, { server: "replica-1" }), primary: await figure(metrics.publicReads, { server: "primary" }) };
    await readingPublicData(() => publicReader()).$queryRaw`SELECT 1`;
    await publicReader().$queryRaw`SELECT 1`;
    expect(await figure(metrics.publicReads, { server: "replica-1" })).toBe(before.replica + 1);
    expect(await figure(metrics.publicReads, { server: "primary" })).toBe(before.primary + 1);

    expect(await figure(metrics.replicaInService, { replica: "replica-1" })).toBe(1);
    const lag = (await metrics.replicaLag.get()).values.find((s) => s.labels.replica === "replica-1");
    expect(lag?.value).toBeLessThanOrEqual(MAX_LAG_SECONDS);
    await refreshGauges();
    const pools = (await metrics.dbPoolConnections.get()).values.map((s) => String(s.labels.pool));
    expect(pools).toEqual(expect.arrayContaining(["primary", "replica-1"]));
    expect(pools.filter((pool) => pool.includes(String(REPLICA_PORT)))).toEqual([]);
  });
});

describe("public reads", () => {
  it("come from the replica, while the seller's own account page reads the primary", async () => {
    await pauseReplay();
    await prisma.listing.update({ where: { id: listingId }, data: { price: 7100 } });
    const added = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2022, price: 9100, zip: "90210", userId: seller.id });

    // /api/vehicles/search, /buy, the vehicle page and /api/vehicles/:id: the replica's (stale) answer.
    const found = await searchApi();
    expect(found.map((v) => v.id)).toEqual([listed.id]);
    expect(found[0]!.price).toBe("8000.00");
    const buy = await callPage("/buy?type=dirtbike&make=Honda&model=CRF450R", null);
    expect((buy.data as { result: { vehicles: { id: number }[] } }).result.vehicles.map((v) => v.id)).toEqual([listed.id]);
    expect((await vehiclePage()).price).toBe("8000.00");
    expect(JSON.parse((await requestApp({ url: `/api/vehicles/${listed.id}` })).text).price).toBe("8000.00");

    // The seller's account: the primary's (fresh) answer.
    const account = await callPage("/account/listings", await sessionCookieFor(seller.id));
    expect(account.status).toBe(200);
    const mine = (account.data as { active: { id: number; price: string }[] }).active;
    expect(mine.map((v) => [v.id, Number(v.price)]).sort()).toEqual([[listed.id, 7100], [added.id, 9100]].sort());

    await resumeReplay();
    await replica.caughtUp();
    expect((await searchApi()).map((v) => v.id).sort()).toEqual([listed.id, added.id].sort());
  });
});

describe("a browser that has just written", () => {
  it("reads the primary on the page it is sent to and for the next seconds; others still read the replica", async () => {
    const session = await sessionCookieFor(seller.id);
    await pauseReplay();

    const marked = await requestApp({ url: "/account/listings", cookie: session, form: { intent: "mark-pending", listingId: String(listingId) } });
    expect(marked.location).toBe("/account/listings");
    const recentWrite = setCookieOf(marked.headers).find((c) => c.startsWith("recent-write="));
    expect(recentWrite).toBe("recent-write=1");
    expect(marked.headers.getSetCookie().find((c) => c.startsWith("recent-write="))).toMatch(new RegExp(`Max-Age=${MAX_LAG_SECONDS + 2}\\b`));

    // The same browser: the primary, where the listing is now pending.
    expect((await vehiclePage(`${session}; ${recentWrite}`)).status).toBe("pending");
    // Anyone else (and the seller's session alone): the paused replica, where it is not yet.
    expect((await vehiclePage()).status).toBe("active");
    expect((await vehiclePage(session)).status).toBe("active");

    // A buyer's own action redirects to the public page, whose loader then reads the primary.
    const buyerSession = await sessionCookieFor(buyer.id);
    const saved = await requestApp({ url: `/vehicles/${listed.id}`, cookie: buyerSession, form: { intent: "save", redirect: `/vehicles/${listed.id}` } });
    expect(saved.location).toBe(`/vehicles/${listed.id}`);
    const buyerCookies = [buyerSession, ...setCookieOf(saved.headers)].join("; ");
    expect((await vehiclePage(buyerCookies)).status).toBe("pending");

    await resumeReplay();
    await prisma.listing.update({ where: { id: listingId }, data: { status: "active" } });
  });

  it("gets no such cookie when no replica is configured", async () => {
    // Unit-level: the root middleware asks for the configured replicas each time.
    const { recentWritesMiddleware } = await import("~/edge/middleware/replica-reads.server");
    const kept = globalThis.__readReplicas;
    globalThis.__readReplicas = undefined;
    try {
      const answer = await recentWritesMiddleware(
        { request: new Request("http://localhost/account", { method: "POST" }), params: {}, context: {} as never, unstable_pattern: "" } as never,
        async () => new Response(null, { status: 204 }),
      );
      expect((answer as Response).headers.get("Set-Cookie")).toBeNull();
    } finally {
      globalThis.__readReplicas = kept;
    }
  });
});

describe("an unhealthy replica", () => {
  it("that is stopped is skipped: the primary serves, 200, with a log line out and one back", async () => {
    await replica.stop();
    // Still counted in service until the next check: the failed read is answered by the primary.
    await prisma.listing.update({ where: { id: listingId }, data: { price: 6600 } });
    expect(await searchedPrice()).toBe("6600.00");
    expect(replicaLines("read replica out of service")).toEqual([expect.objectContaining({ level: "warn", reason: "unreachable" })]);
    await replicas.checkNow();
    expect(replicas.status()[0]!.inService).toBe(false);
    expect(await figure(metrics.replicaInService, { replica: "replica-1" })).toBe(0);
    expect((await vehiclePage()).price).toBe("6600.00");
    const health = await requestApp({ url: "/healthz" });
    expect([health.status, JSON.parse(health.text).replicas]).toEqual([200, { configured: 1, inService: 0 }]);
    expect(replicaLines("read replica out of service")).toHaveLength(1);

    // Started again, it catches up through its slot.
    replica = await startStreamingReplica({ primaryPort: PRIMARY_PORT, port: REPLICA_PORT, dataDir: REPLICA_DIR });
    await replica.caughtUp();
    await replicas.checkNow();
    expect(replicas.status()[0]!.inService).toBe(true);
    expect(replicaLines("read replica in service")).toEqual([expect.objectContaining({ level: "info" })]);
  });

  it(`that is more than REPLICA_MAX_LAG_SECONDS (${MAX_LAG_SECONDS}) behind is skipped until it catches up`, async () => {
    await pauseReplay();
    await prisma.listing.update({ where: { id: listingId }, data: { price: 5500 } });
    // The replica stands still while the write it has not replayed grows older.
    const deadline = Date.now() + 4 * MAX_LAG_SECONDS * 1000;
    while (replicas.status()[0]!.inService && Date.now() < deadline) {
      await replicas.checkNow();
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(replicas.status()[0]!.inService).toBe(false);
    expect(replicaLines("read replica out of service")).toEqual([expect.objectContaining({ reason: "lagging", maxLagSeconds: MAX_LAG_SECONDS })]);
    expect(replicaLines("read replica out of service")[0]!.lagSeconds).toBeGreaterThan(MAX_LAG_SECONDS);
    expect(await searchedPrice()).toBe("5500.00");
    expect((await vehiclePage()).price).toBe("5500.00");

    await resumeReplay();
    await replica.caughtUp();
    await replicas.checkNow();
    expect(replicas.status()[0]!.inService).toBe(true);
    expect(replicaLines("read replica in service")).toHaveLength(1);
  });
});
