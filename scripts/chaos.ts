// npm run chaos: a steady load of reads, listing writes, lock-taking writes (saved searches,
// photo uploads) and queued mail jobs against the production server while Postgres is stopped
// and started again at random moments: fast stops (maintenance, failover), immediate stops
// (a crash) and bursts of quick restarts. After each run every write answered as successful
// must be in the database exactly once, every queued mail sent exactly once, every failed
// request must have been a 503 with Retry-After and no error detail, and the same server
// process must answer /healthz 200: one server serves every run. Starts its own embedded
// Postgres (commits durable, as in production) and server on loopback, stops them itself;
// exits 1 on any violation. Not part of CI.
//
// Options: --runs N (1), --seed S (the plan of run k is drawn from S + k; printed).
// Settings: CHAOS_PG_PORT (54360), CHAOS_APP_PORT (3160), CHAOS_DURATION seconds per run (50),
// CHAOS_WORKERS (8), CHAOS_LISTINGS demo listings (300).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import type PgBoss from "pg-boss";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./lib/embedded-postgres";
import { ROOT } from "./lib/database-setup";
import { ensureBuild, migrateAndSeed, startServer, stopAndExit, stopOnSignalsAndDeadline, waitForHealth } from "./lib/production-server";
import { createSeedClient } from "../prisma/seed/lib/client";
import { createJobBoss, stopJobBoss } from "../app/modules/jobs/boss.server";
import { Recorder } from "./chaos/recorder";
import { Visitor } from "./chaos/client";
import { writeListing, type ListingChoices, type WriteOutcome } from "./chaos/listing-writer";
import { writeUnderLocks, type LockWrites } from "./chaos/lock-writer";
import { queueMails, waitForMails, type MailLoad } from "./chaos/mail-load";
import { checkDatabase } from "./chaos/database-checks";
import { describeDisruption, disrupt, planDisruptions, seededRandom, type StopMode } from "./chaos/disruptions";

const { values: options } = parseArgs({ options: { runs: { type: "string", default: "1" }, seed: { type: "string" } } });
const RUNS = Number(options.runs);
const SEED = Number(options.seed ?? Date.now() % 1_000_000);
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isFinite(SEED)) {
  console.error("Usage: npm run chaos -- [--runs N] [--seed S]");
  process.exit(2);
}
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 54360);
const APP_PORT = Number(process.env.CHAOS_APP_PORT ?? 3160);
const DURATION_S = Number(process.env.CHAOS_DURATION ?? 50);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 8);
const LISTINGS = Number(process.env.CHAOS_LISTINGS ?? 300);
const BASE = `http://127.0.0.1:${APP_PORT}`;
const DATA_DIR = path.join(ROOT, ".data", "chaos-postgres");
const OUTBOX_DIR = path.join(ROOT, ".data", "chaos-outbox");
const DATABASE = "ridemarket_chaos";
// Per run: the load, the mails still to send (a failed job is retried 30 s or more later), the checks.
const DEADLINE_MS = (RUNS * (DURATION_S + 240) + 300) * 1000;
const MAIL_WAIT_MS = 150_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const startCluster = () => startEmbeddedPostgres({ dataDir: DATA_DIR, port: PG_PORT, durableCommits: true });

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

interface Setup {
  url: string;
  choices: ListingChoices;
  detailPath: string;
  sellers: Visitor[];
  boss: PgBoss;
  photo: Blob;
}

/** One run: the load with Postgres disrupted per its plan, then the checks. Violations, or none. */
async function runOnce(setup: Setup, runNo: number, recorder: Recorder): Promise<{ violations: string[]; summary: string; rows: [string, string | number][] }> {
  const { url, choices, detailPath, sellers, boss, photo } = setup;
  const seed = SEED + runNo;
  const plan = planDisruptions(seededRandom(seed), DURATION_S * 1000);
  const pidBefore = server!.pid;
  const run = `chaos-${Date.now().toString(36)}`;
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
  // The same sellers every run: their saved searches, photos and upload counts start afresh.
  const db = createSeedClient(url);
  try {
    const ids = (await db.user.findMany({ where: { email: { startsWith: "chaos-seller-" } }, select: { id: true } })).map((u) => u.id);
    await db.savedSearch.deleteMany({ where: { userId: { in: ids } } });
    await db.photoUpload.deleteMany({ where: { userId: { in: ids } } });
    await db.rateLimit.deleteMany({ where: { key: { in: ids.map((id) => `upload:user:${id}`) } } });
  } finally {
    await db.$disconnect();
  }

  const reads: [string, string][] = [
    ["read: /", "/"],
    ["read: /buy?type=dirtbike", "/buy?type=dirtbike"],
    ["read: detail", detailPath],
    ["read: /api/vehicles/search", "/api/vehicles/search?keyword=honda"],
  ];
  const writes: WriteOutcome[] = [];
  const writerOf = new Map<string, Visitor>();
  const locked: LockWrites = { searches: [], unansweredSearches: [], photos: [], uploadsUnanswered: 0 };
  const mails: MailLoad = { queued: [], notQueued: [] };
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
      const marker = `${run}-${++writeNo}`;
      writerOf.set(marker, seller);
      writes.push(await writeListing(seller, choices, marker, stop));
    }
  };

  console.log(`run ${runNo}/${RUNS} (seed ${seed}): ${plan.map(describeDisruption).join("; ")}`);
  const events: string[] = [];
  const database = {
    stop: (mode: StopMode) => cluster!.stop(mode),
    start: async () => {
      cluster = await startCluster();
    },
  };
  await Promise.all([
    ...sellers.map(writer),
    ...sellers.map((seller, n) => writeUnderLocks(seller, `${run} seller${n}`, photo, stop, locked)),
    ...Array.from({ length: WORKERS - sellers.length }, reader),
    queueMails(boss, run, stop, mails),
    disrupt(plan, database, (line) => events.push(line)),
  ]);

  // The server must come back by itself: same process, healthy, without a restart.
  const violations: string[] = [];
  let healthStatus: number | string = "no answer";
  try {
    await waitForHealth(server!, BASE, 30_000);
    healthStatus = (await fetch(`${BASE}/healthz`)).status;
  } catch (error) {
    violations.push(`the server did not come back: ${String(error)}`);
  }
  const pidAfter = server!.exitCode === null ? server!.pid : undefined;
  const sent = await waitForMails(OUTBOX_DIR, mails, MAIL_WAIT_MS);

  // The database against the answers: writes, saved searches and photos.
  const { violations: stored, duplicates, completedLater, searchesOnce, photosOnce } = await checkDatabase(url, writes, writerOf, locked);
  violations.push(...stored);
  // Mails: each queued one sent exactly once; one whose queueing failed at most once.
  const mailsOnce = mails.queued.filter((subject) => sent.get(subject) === 1).length;
  for (const subject of mails.queued) if (sent.get(subject) !== 1) violations.push(`mail "${subject}" was sent ${sent.get(subject) ?? 0} times`);
  for (const subject of mails.notQueued) if ((sent.get(subject) ?? 0) > 1) violations.push(`mail "${subject}" (its queueing failed) was sent ${sent.get(subject)} times`);

  if (healthStatus !== 200) violations.push(`/healthz answered ${healthStatus} after the restarts`);
  if (!pidAfter || pidAfter !== pidBefore) violations.push(`the server process changed or exited (pid ${pidBefore} -> ${pidAfter})`);
  if (duplicates) violations.push(`${duplicates} writes have more than one listing`);
  violations.unshift(...recorder.violations.splice(0).map((v) => `${v.kind}: ${v.detail}`));

  const ok = writes.filter((w) => w.ok).length;
  const failedWrites = writes.filter((w): w is Extract<WriteOutcome, { ok: false }> => !w.ok);
  const rows: [string, string | number][] = [
    ["Postgres", events.join("; ")],
    ["writes answered as successful", ok],
    ["writes not completed", `${failedWrites.length}${failedWrites.length ? ` (${[...new Set(failedWrites.map((w) => w.failedAt))].join(", ")})` : ""}`],
    ["writes that needed a retry after a 503", writes.filter((w) => w.attempts > 6).length],
    ["successful writes found exactly once", ok - violations.filter((v) => v.startsWith("write ")).length],
    ["duplicates found", duplicates],
    ["paid but unanswered, same vehicle on retry", completedLater],
    ["saved searches answered / found once", `${locked.searches.length} / ${searchesOnce} (${locked.unansweredSearches.length} unanswered)`],
    ["photos answered / recorded once", `${locked.photos.length} / ${photosOnce} (${locked.uploadsUnanswered} uploads unanswered)`],
    ["mails queued / sent exactly once", `${mails.queued.length} / ${mailsOnce} (${mails.notQueued.length} not queued)`],
    ["503s with Retry-After, no detail", recorder.unavailableWithRetryAfter],
    ["5xx other than 503", recorder.otherServerErrors],
    ["server pid before / after", `${pidBefore} / ${pidAfter ?? "exited"}`],
    ["/healthz after the restarts", healthStatus],
  ];
  const summary = `${ok} writes, ${locked.searches.length} saved searches, ${locked.photos.length} photos, ${mails.queued.length} mails; ${duplicates} duplicates; server pid ${pidAfter ?? "exited"}`;
  return { violations, summary, rows };
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
      // No SMTP_URL: the job worker writes mail to this folder.
      MAIL_OUTBOX_DIR: OUTBOX_DIR,
      LOG_LEVEL: "warn",
    },
    ["ignore", logFd, logFd],
  );
  // Generous: on a busy machine the first start (loading the build) takes a while.
  await waitForHealth(server, BASE, 180_000);

  const setupRecorder = new Recorder();
  const sellers: Visitor[] = [];
  for (let n = 0; n < WORKERS / 2; n++) sellers.push(await sellerSession(setupRecorder, n));
  // This process queues the mail jobs the server's worker runs (the same queue, the same database).
  const boss = await createJobBoss({ connectionString: url });
  // Its failed sends are counted (mail-load.ts); its pool's lost connections need no log line here.
  boss.removeAllListeners("error");
  boss.on("error", () => {});
  const photo = new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b0413e" } }).jpeg().toBuffer())], { type: "image/jpeg" });
  const setup: Setup = { url, choices, detailPath, sellers, boss, photo };

  console.log(`\nChaos: ${RUNS} run(s) of ${DURATION_S} s of load (${sellers.length} writers, ${sellers.length} lock writers, ${WORKERS - sellers.length} readers, mail jobs) on ${BASE}; seed ${SEED}; server log ${path.relative(ROOT, logFile)}.\n`);
  let passed = 0;
  for (let runNo = 1; runNo <= RUNS; runNo++) {
    const recorder = new Recorder();
    for (const seller of sellers) seller.recordTo(recorder);
    const { violations, summary, rows } = await runOnce(setup, runNo, recorder);
    if (!violations.length) passed++;
    console.log(`run ${runNo}/${RUNS}: ${violations.length ? `FAILED (${violations.length} violations)` : "passed"}: ${summary}`);
    if (RUNS === 1 || violations.length) {
      console.log("");
      recorder.print();
      console.log("");
      for (const [name, value] of rows) console.log(`${name.padEnd(44)} ${value}`);
      for (const v of violations.slice(0, 30)) console.log(`  - ${v}`);
      console.log("");
    }
    if (server.exitCode !== null) {
      console.log("The server exited: no further runs.");
      break;
    }
  }
  await stopJobBoss(boss, 2000).catch(() => {});
  console.log(`\n${passed} of ${RUNS} passed${passed === RUNS ? ": no lost or duplicated writes, mails or photos, every failure a 503 with Retry-After, the same server process recovered by itself every time." : "."}`);
  return passed === RUNS ? 0 : 1;
}

try {
  await stopAll(await main());
} catch (error) {
  console.error(error);
  await stopAll(1);
}
