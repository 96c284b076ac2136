// A process that holds every kind of database client the server holds, for
// tests/integration/database-restarts.test.ts, which runs it as a child (node --import tsx) and
// restarts or kills the database under it. Driven over IPC: each message is a command, each
// answer { ok, result } or { ok: false, error }. Exits 0 only when told to ("exit"); dying any
// other way is what the test looks for. DATABASE_URL and DATABASE_REPLICA_URLS say where to
// connect; with GUARD=1 it installs the server's process guard (server/database-guard.ts).
import pg from "pg";
import type { PrismaClient } from "~/generated/prisma/client";
import { createPrismaClient, disconnectDatabases, prisma, readReplicas } from "~/utils/db.server";
import { healthReport, stopHealthChecks } from "~/utils/health.server";
import { QUEUES, configureJobs, enqueue, stopJobs } from "~/modules/jobs/boss.server";
import "../../server/job-handlers";
import { startJobWorker } from "~/modules/jobs/worker.server";
import type { Mailer, OutgoingMail } from "~/modules/mail/mail.server";
import { isDatabaseUnavailable } from "~/utils/database-errors";
import { guardAgainstDatabaseErrors } from "../../server/database-guard";

if (process.env.GUARD === "1") guardAgainstDatabaseErrors();

const LOCK = [4242, 1] as const;
const ANSWER_WITHIN_MS = 20_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise that the next "release" command resolves. */
let released: Promise<void> = Promise.resolve();
let release = () => {};
function holdUntilReleased(): Promise<void> {
  return released;
}

/** Answers within ANSWER_WITHIN_MS or says it did not (a pool whose slots leaked waits forever). */
function answered<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type Outcome = "committed" | "database unavailable" | `other error: ${string}`;
const outcome = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    (): Outcome => "committed",
    (error: unknown): Outcome => (isDatabaseUnavailable(error) ? "database unavailable" : `other error: ${error instanceof Error ? error.message : String(error)}`),
  );

// Mail sends: each mail's subject, once per send. A send whose subject starts with "hold" waits for "release".
const sent: string[] = [];
let jobRunning: (() => void) | undefined;
const mailer: Mailer = {
  async send(mail: OutgoingMail) {
    if (mail.subject.startsWith("hold")) {
      jobRunning?.();
      await holdUntilReleased();
    }
    sent.push(mail.subject);
    return { messageId: `<${sent.length}@holder>` };
  },
  close() {},
};

// Interactive transactions get a small pool of their own: every one of its slots is held when the
// database goes, so a slot not handed back shows as a query that never gets a connection.
let transactions: PrismaClient | undefined;
let held: { transaction: Promise<Outcome>; lockHolder: Promise<Outcome>; lockWaiter: Promise<Outcome>; jobId: string; subject: string } | undefined;
let unowned: pg.Client | undefined;
let round = 0;

const commands: Record<string, () => Promise<unknown>> = {
  /** Takes every kind of client and keeps it: idle, in a transaction, holding a lock, waiting on one, running a job, checking a replica, checking health. */
  async hold() {
    round++;
    released = new Promise((resolve) => (release = resolve));
    transactions ??= createPrismaClient(process.env.DATABASE_URL!, 3);
    const boss = await configureJobs({ connectionString: process.env.DATABASE_URL!, supervise: true, retryDelaySeconds: 1 });
    if (round === 1) await startJobWorker(boss, { mailer, pollingIntervalSeconds: 0.5, outcomeRetryMs: 250 });

    // An idle pooled client on the primary.
    await prisma.$queryRaw`SELECT 1`;

    // A job in progress: its mail is being sent when the database goes.
    const subject = `hold ${round}`;
    const running = new Promise<void>((resolve) => (jobRunning = resolve));
    const jobId = (await enqueue(QUEUES.sendMail, { to: "holder@example.com", subject, text: subject, html: subject }))!;
    await answered("the job starting", running);

    // A transaction open between its queries; one holding an advisory lock; one waiting for it.
    let inTransaction: () => void = () => {};
    let lockTaken: () => void = () => {};
    const started = [new Promise<void>((r) => (inTransaction = r)), new Promise<void>((r) => (lockTaken = r))];
    const options = { timeout: 120_000, maxWait: 10_000 };
    const transaction = outcome(
      transactions.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        inTransaction();
        await holdUntilReleased();
        await tx.$queryRaw`SELECT 2`;
      }, options),
    );
    const lockHolder = outcome(
      transactions.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK[0]}::int, ${LOCK[1]}::int)`;
        lockTaken();
        await holdUntilReleased();
        await tx.$executeRaw`SELECT 1`;
      }, options),
    );
    await answered("the transactions starting", Promise.all(started));
    const lockWaiter = outcome(transactions.$transaction((tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK[0]}::int, ${LOCK[1]}::int)`, options));
    held = { transaction, lockHolder, lockWaiter, jobId, subject };
    // Only once the waiter waits in Postgres is it held: otherwise its transaction could begin
    // after a restart and simply commit.
    for (let i = 0; ; i++) {
      // This lock in this database: pg_locks shows the whole cluster, where other test files wait on locks of their own.
      const [{ waiting }] = await prisma.$queryRaw<[{ waiting: number }]>`
        SELECT count(*)::int AS waiting FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted AND objsubid = 2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND classid = ${LOCK[0]}::int::oid AND objid = ${LOCK[1]}::int::oid`;
      if (waiting > 0) break;
      if (i > 200) throw new Error("the lock waiter never started waiting");
      await sleep(50);
    }

    // The health check's own connection, beating in the background.
    const health = await healthReport();
    if (health.status !== 200) throw new Error(`the health check said ${health.status} before the restart`);

    // A read replica in service: its pool and its background check.
    const replicas = readReplicas();
    for (let i = 0; replicas && !replicas.status().every((r) => r.inService); i++) {
      if (i > 100) throw new Error("the replica never came into service");
      await replicas.checkNow();
      await sleep(100);
    }
    return { replicas: replicas?.status().length ?? 0 };
  },

  /** Lets the held transactions and the running job go on (into a database that went away). */
  async release() {
    release();
    return {};
  },

  /** What became of what was held, and whether each kind of client answers again. */
  async check() {
    if (!held) throw new Error("nothing was held");
    const { transaction, lockHolder, lockWaiter, jobId, subject } = held;
    const result = {
      transaction: await answered("the open transaction", transaction),
      lockHolder: await answered("the lock holder", lockHolder),
      lockWaiter: await answered("the lock waiter", lockWaiter),
      primary: await answered("a query on the primary", prisma.$queryRaw<{ n: number }[]>`SELECT 1 AS n`).then((rows) => rows[0]!.n),
      // Every slot of the transactions' pool again: none was left taken by a dead connection.
      lockAgain: await answered(
        "three transactions taking the lock again",
        Promise.all([1, 2, 3].map(() => outcome(transactions!.$transaction((tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK[0]}::int, ${LOCK[1]}::int)`)))),
      ),
      job: "",
      sends: 0,
      nextJob: false,
      replicaInService: false,
      healthy: false,
    };
    // The job that was running: its outcome written once the database was back, its mail sent once.
    for (let i = 0; i < 100; i++) {
      const [row] = await prisma.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text FROM pgboss.job WHERE id = $1::uuid`, jobId);
      result.job = row?.state ?? "missing";
      if (result.job === "completed") break;
      await sleep(200);
    }
    result.sends = sent.filter((s) => s === subject).length;
    // The worker goes on polling: a new job is run.
    const next = `next ${round}`;
    await enqueue(QUEUES.sendMail, { to: "holder@example.com", subject: next, text: next, html: next });
    for (let i = 0; i < 100 && !result.nextJob; i++) {
      await sleep(200);
      result.nextJob = sent.includes(next);
    }
    // The replica's check goes on and finds it in service again.
    const replicas = readReplicas();
    for (let i = 0; replicas && i < 100; i++) {
      await replicas.checkNow();
      if ((result.replicaInService = replicas.status().every((r) => r.inService))) break;
      await sleep(200);
    }
    // The health check's connection is opened again: it says the database is up within seconds.
    for (let i = 0; i < 50 && !result.healthy; i++) {
      result.healthy = (await healthReport()).status === 200;
      if (!result.healthy) await sleep(200);
    }
    held = undefined;
    return result;
  },

  /** A client nobody listens to and a query nobody awaits: only the process guard stands between them and the process. */
  async unowned() {
    unowned = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await unowned.connect();
    void unowned.query("SELECT pg_sleep(60)");
    return {};
  },

  /** A programming error, which must still end the process. */
  async throw() {
    setTimeout(() => {
      throw new TypeError("a programming error");
    }, 10);
    return {};
  },

  async exit() {
    release();
    await stopJobs(2000);
    await transactions?.$disconnect();
    await stopHealthChecks();
    await disconnectDatabases();
    setTimeout(() => process.exit(0), 10);
    return {};
  },
};

process.on("message", (message: { id: number; command: string }) => {
  const run = commands[message.command];
  if (!run) return process.send!({ id: message.id, ok: false, error: `unknown command ${message.command}` });
  run().then(
    (result) => process.send!({ id: message.id, ok: true, result }),
    (error: unknown) => process.send!({ id: message.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.send!({ id: 0, ok: true, result: "ready" });
