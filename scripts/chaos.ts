// npm run chaos: a steady load of reads and listing writes against the production server
// while Postgres is restarted twice. Afterwards every write answered as successful must be
// in the database exactly once, every failed request must have been a 503 with Retry-After
// and no error detail, and the same server process must answer /healthz 200. Starts its own
// embedded Postgres and server on loopback, stops them itself; exits 1 on any violation.
// Not part of CI.
//
// Settings: CHAOS_PG_PORT (54360), CHAOS_APP_PORT (3160), CHAOS_DURATION seconds (50),
// CHAOS_WORKERS (8), CHAOS_LISTINGS demo listings (300).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./lib/embedded-postgres";
import { ROOT } from "./lib/database-setup";
import { ensureBuild, migrateAndSeed, startServer, stopAndExit, stopOnSignalsAndDeadline, waitForHealth } from "./lib/production-server";
import { createSeedClient } from "../prisma/seed/lib/client";
import { Recorder } from "./chaos/recorder";
import { Visitor } from "./chaos/client";
import { pay, writeListing, type ListingChoices, type WriteOutcome } from "./chaos/listing-writer";

const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 54360);
const APP_PORT = Number(process.env.CHAOS_APP_PORT ?? 3160);
const DURATION_S = Number(process.env.CHAOS_DURATION ?? 50);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 8);
const LISTINGS = Number(process.env.CHAOS_LISTINGS ?? 300);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const DATA_DIR = path.join(ROOT, ".data", "chaos-postgres");
const DATABASE = "ridemarket_chaos";
const OUTAGE_MS = 3_000;
const DEADLINE_MS = (DURATION_S + 300) * 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const startCluster = () => startEmbeddedPostgres({ dataDir: DATA_DIR, port: PG_PORT });

let cluster: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;

const stopAll = (code: number) => stopAndExit(code, server, cluster);
stopOnSignalsAndDeadline("chaos", DEADLINE_MS, stopAll);

async function prepare(url: string): Promise<{ choices: ListingChoices; detailPath: string }> {
  await migrateAndSeed(url, LISTINGS);
  const db = createSeedClient(url);
  try {
    const model = await db.vehicleModel.findFirstOrThrow({
      where: { name: "CRF450R", make: { name: "Honda", vehicleType: { slug: "dirtbike" } }, startYear: { lte: 2021 } },
      select: { id: true, vehicleMakeId: true, make: { select: { vehicleTypeId: true } } },
    });
    const condition = await db.vehicleCondition.findFirstOrThrow({ where: { name: "Very Good" }, select: { id: true } });
    const pkg = await db.vehiclePackage.findFirstOrThrow({ orderBy: { sortOrder: "asc" }, select: { id: true } });
    const detail = await db.listing.findFirstOrThrow({ where: { status: "active" }, orderBy: { id: "asc" }, select: { vehicleId: true } });
    return {
      choices: { vehicleTypeId: model.make.vehicleTypeId, vehicleMakeId: model.vehicleMakeId, vehicleModelId: model.id, year: 2021, vehicleConditionId: condition.id, packageId: pkg.id },
      detailPath: `/vehicles/${detail.vehicleId}`,
    };
  } finally {
    await db.$disconnect();
  }
}

/** The same sellers on every run (sign-up is rate limited per address): signed in, or signed up on the first run. */
async function sellerSession(recorder: Recorder, n: number): Promise<Visitor> {
  const visitor = new Visitor(BASE, recorder);
  const email = `chaos-seller-${n}@example.com`;
  const password = "Chaos-seller-password-2026!";
  const login = await visitor.postJson("setup: sign in", "/api/auth/login", { email, password }, (s) => s === 200 || s === 401);
  if (login?.status === 200) return visitor;
  const answer = await visitor.postJson("setup: sign up", "/api/auth/register", { firstName: "Chaos", lastName: `Seller${n}`, email, password, confirmPassword: password }, (s) => s === 201);
  if (answer?.status !== 201) throw new Error(`Could not sign up seller ${n}: ${answer?.status} ${answer?.body.slice(0, 200)}`);
  return visitor;
}

/** Postgres goes away twice while the load runs (at about 25% and 60% of it): a fast shutdown, which terminates open connections, then back on the same data. */
async function restartTwice(log: string[]) {
  for (const waitShare of [0.25, 0.3]) {
    await sleep(DURATION_S * 1000 * waitShare);
    log.push(`${new Date().toISOString()} stopping Postgres`);
    await cluster!.stop();
    await sleep(OUTAGE_MS);
    cluster = await startCluster();
    log.push(`${new Date().toISOString()} Postgres back`);
  }
}

async function main() {
  ensureBuild();
  cluster = await startCluster();
  await cluster.ensureDatabase(DATABASE);
  const url = cluster.url(DATABASE);
  const uploadDir = path.join(ROOT, ".data", "chaos-uploads");
  process.env.UPLOAD_DIR = uploadDir;
  const { choices, detailPath } = await prepare(url);

  const logFile = path.join(ROOT, ".data", "chaos-server.log");
  const logFd = fs.openSync(logFile, "w");
  server = startServer(
    {
      ...process.env,
      NODE_ENV: "production",
      // No Stripe keys here: the built-in test provider takes the payments.
      ALLOW_TEST_PAYMENTS: "1",
      // All load comes from one address: measure capacity, not the per-address search budget.
      SEARCH_EXPENSIVE_PER_MINUTE: "1000000",
      PORT: String(APP_PORT),
      DATABASE_URL: url,
      SESSION_SECRET: "chaos-session-secret-long-enough-0123456789abcdef",
      APP_ORIGIN: BASE,
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: "warn",
    },
    ["ignore", logFd, logFd],
  );
  await waitForHealth(server, BASE);
  const pidBefore = server.pid;

  const recorder = new Recorder();
  const run = Date.now().toString(36);
  const sellers: Visitor[] = [];
  for (let n = 0; n < WORKERS / 2; n++) sellers.push(await sellerSession(recorder, n));

  const reads: [string, string][] = [
    ["read: /", "/"],
    ["read: /buy?type=dirtbike", "/buy?type=dirtbike"],
    ["read: detail", detailPath],
    ["read: /api/vehicles/search", "/api/vehicles/search?keyword=honda"],
  ];
  const writes: WriteOutcome[] = [];
  const writerOf = new Map<string, Visitor>();
  const until = Date.now() + DURATION_S * 1000;
  const stop = () => Date.now() >= until;
  let writeNo = 0;

  const reader = async () => {
    const visitor = new Visitor(BASE, recorder);
    for (let i = 0; !stop(); i++) {
      const [kind, target] = reads[i % reads.length]!;
      await visitor.send(kind, target, { headers: { Accept: target.startsWith("/api/") ? "application/json" : "text/html" } }, (s) => s === 200);
    }
  };
  const writer = async (seller: Visitor) => {
    while (!stop()) {
      const marker = `chaos-${run}-${++writeNo}`;
      writerOf.set(marker, seller);
      writes.push(await writeListing(seller, choices, marker, stop));
    }
  };

  console.log(`\nChaos: ${DURATION_S} s of load (${sellers.length} writers, ${WORKERS - sellers.length} readers) on ${BASE}; Postgres restarted twice.\n`);
  const restarts: string[] = [];
  await Promise.all([...sellers.map(writer), ...Array.from({ length: WORKERS - sellers.length }, reader), restartTwice(restarts)]);
  for (const line of restarts) console.log(line);

  // The server must come back by itself: same process, healthy, without a restart.
  await waitForHealth(server, BASE, 30_000);
  const health = await fetch(`${BASE}/healthz`);
  const pidAfter = server.exitCode === null ? server.pid : undefined;

  // Each successful write: its listing exists exactly once, with the id it was answered with.
  const db = createSeedClient(url);
  const violations = [...recorder.violations.map((v) => `${v.kind}: ${v.detail}`)];
  let duplicates = 0;
  let completedLater = 0;
  try {
    for (const w of writes) {
      const found = await db.vehicle.findMany({ where: { description: { contains: w.marker + "." } }, select: { id: true, listing: { select: { id: true } } } });
      if (found.length > 1) duplicates++;
      if (w.ok) {
        if (found.length !== 1 || found[0]!.id !== w.vehicleId || !found[0]!.listing) violations.push(`write ${w.marker}: answered vehicle ${w.vehicleId}, database has ${JSON.stringify(found)}`);
      } else if (found.length > 0) {
        // Paid, but the answer was lost: paying again for the same payment must give the same vehicle, once.
        const again = w.paymentIntentId ? await pay(writerOf.get(w.marker)!, w.paymentIntentId) : null;
        if (found.length === 1 && again === found[0]!.id) completedLater++;
        else violations.push(`write ${w.marker}: not answered as successful, yet the database has ${JSON.stringify(found)} (paying again gave ${again})`);
      }
    }
  } finally {
    await db.$disconnect();
  }
  if (health.status !== 200) violations.push(`/healthz answered ${health.status} after the restarts`);
  if (!pidAfter || pidAfter !== pidBefore) violations.push(`the server process changed or exited (pid ${pidBefore} -> ${pidAfter})`);
  if (duplicates) violations.push(`${duplicates} writes have more than one listing`);

  const ok = writes.filter((w) => w.ok).length;
  console.log("");
  recorder.print();
  console.log("");
  const failedWrites = writes.filter((w): w is Extract<WriteOutcome, { ok: false }> => !w.ok);
  const rows: [string, string | number][] = [
    ["writes answered as successful", ok],
    ["writes not completed", `${failedWrites.length}${failedWrites.length ? ` (${[...new Set(failedWrites.map((w) => w.failedAt))].join(", ")})` : ""}`],
    ["writes that needed a retry after a 503", writes.filter((w) => w.attempts > 6).length],
    ["successful writes found exactly once", ok - violations.filter((v) => v.startsWith("write ")).length],
    ["duplicates found", duplicates],
    ["paid but unanswered, same vehicle on retry", completedLater],
    ["503s with Retry-After, no detail", recorder.unavailableWithRetryAfter],
    ["5xx other than 503", recorder.otherServerErrors],
    ["server pid before / after", `${pidBefore} / ${pidAfter ?? "exited"}`],
    ["/healthz after the restarts", health.status],
    ["server log", path.relative(ROOT, logFile)],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(44)} ${value}`);
  if (violations.length) {
    console.log(`\nFAILED: ${violations.length} violation(s)`);
    for (const v of violations.slice(0, 30)) console.log(`  - ${v}`);
    return 1;
  }
  console.log("\nPASSED: no lost or duplicated writes, every failure was a 503 with Retry-After, the server recovered by itself.");
  return 0;
}

try {
  await stopAll(await main());
} catch (error) {
  console.error(error);
  await stopAll(1);
}
