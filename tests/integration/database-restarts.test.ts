// A database restart never ends the process (decision 28). A child process
// (tests/support/connection-holder.ts) holds every kind of client the server holds: an idle
// pooled connection, interactive transactions open between queries, one holding an advisory lock
// and one waiting for it, pg-boss running a job, a read replica's pool and health check, and the
// connection /healthz pings the database on.
// Postgres then terminates every backend, stops fast (maintenance, failover) or stops at once (a
// crash) and comes back. The child must still be running, its next queries must work, nothing
// may stay stuck, and it exits 0 only when told to. The child runs without the process guard, so
// these prove the fixes at the source; the guard has tests of its own below.
// Its own primary and standby: ports follow TEST_PG_PORT (+3, +4) unless RESTARTS_TEST_PG_PORT says.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { startStreamingReplica, type StreamingReplica } from "../../scripts/lib/replica";
import { ROOT } from "../../scripts/lib/database-setup";
import { TEST_PG_PORT } from "../support/worker-database";

const PRIMARY_PORT = Number(process.env.RESTARTS_TEST_PG_PORT ?? TEST_PG_PORT + 3);
const REPLICA_PORT = PRIMARY_PORT + 1;
const DATABASE = "ridemarket_restarts";
const PRIMARY_DIR = path.join(ROOT, ".data", "test-restarts-primary");
const REPLICA_DIR = path.join(ROOT, ".data", "test-restarts-standby");
const HOLDER = path.join(ROOT, "tests", "support", "connection-holder.ts");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let primary: EmbeddedDatabase;
let replica: StreamingReplica;
// Commits are flushed as production's are, so a crash loses none that were answered.
const startPrimary = () => startEmbeddedPostgres({ dataDir: PRIMARY_DIR, port: PRIMARY_PORT, durableCommits: true });
const startReplica = (fresh = false) => startStreamingReplica({ primaryPort: PRIMARY_PORT, port: REPLICA_PORT, dataDir: REPLICA_DIR, fresh });

/** Terminates every session on the database, as an operator's pg_terminate_backend would. */
async function terminateBackends(port: number) {
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: "postgres", database: "postgres" });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [DATABASE]);
    return rows[0]!.n;
  } finally {
    await admin.end();
  }
}

interface Holder {
  child: ChildProcess;
  output: () => string;
  send: (command: string) => Promise<unknown>;
  exited: Promise<number | null>;
}

/** Starts the holder; a command's answer rejects if the child dies before giving it. */
async function startHolder(env: Record<string, string> = {}): Promise<Holder> {
  const child = fork(HOLDER, [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: primary.url(DATABASE),
      DATABASE_REPLICA_URLS: replica.url(DATABASE),
      REPLICA_MAX_LAG_SECONDS: "30",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => (ready = r));
  child.on("message", (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
    if (message.id === 0) return ready();
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.error));
  });
  void exited.then((code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the holder exited with code ${code}:\n${output.slice(-3000)}`));
    pending.clear();
  });
  await Promise.race([isReady, exited.then((code) => Promise.reject(new Error(`the holder exited with code ${code}:\n${output}`)))]);
  let nextId = 1;
  return {
    child,
    output: () => output,
    exited,
    send(command) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, command });
      });
    },
  };
}

const recovered = {
  transaction: "database unavailable",
  lockHolder: "database unavailable",
  lockWaiter: "database unavailable",
  primary: 1,
  lockAgain: ["committed", "committed", "committed"],
  job: "completed",
  sends: 1,
  nextJob: true,
  replicaInService: true,
  healthy: true,
};

beforeAll(async () => {
  primary = await startPrimary();
  await primary.dropDatabase(DATABASE);
  await primary.ensureDatabase(DATABASE);
  replica = await startReplica(true);
}, 180_000);

afterAll(async () => {
  // After a failure the primary may be stopped; the next run copies the standby afresh anyway.
  await replica?.remove().catch(() => replica.stop());
  await primary?.stop();
});

describe("a process holding every kind of database client", () => {
  let holder: Holder;
  beforeAll(async () => {
    holder = await startHolder();
  }, 60_000);
  afterAll(async () => {
    if (holder.child.exitCode === null) holder.child.kill("SIGKILL");
  });

  it("lives on when Postgres terminates every session, and its next queries work", async () => {
    expect(await holder.send("hold")).toEqual({ replicas: 1 });
    expect(await terminateBackends(PRIMARY_PORT)).toBeGreaterThan(5);
    expect(await terminateBackends(REPLICA_PORT)).toBeGreaterThan(0);
    await holder.send("release");
    expect(await holder.send("check")).toEqual(recovered);
    expect(holder.child.exitCode).toBeNull();
  }, 120_000);

  it("lives on through a fast restart of the primary and the replica, with the running job finishing while both are down", async () => {
    await holder.send("hold");
    await Promise.all([primary.stop("fast"), replica.stop()]);
    // The job's mail goes out and the transactions try their next query while there is no database.
    await holder.send("release");
    await sleep(1500);
    expect(holder.child.exitCode).toBeNull();
    primary = await startPrimary();
    replica = await startReplica();
    expect(await holder.send("check")).toEqual(recovered);
    expect(holder.child.exitCode).toBeNull();
  }, 120_000);

  it("lives on through an immediate stop (a crash) and the recovery that follows", async () => {
    await holder.send("hold");
    await primary.stop("immediate");
    await sleep(500);
    primary = await startPrimary();
    await holder.send("release");
    expect(await holder.send("check")).toEqual(recovered);
    expect(holder.child.exitCode).toBeNull();
  }, 120_000);

  it("exits 0 when told to, and only then", async () => {
    expect(holder.child.exitCode).toBeNull();
    await holder.send("exit");
    expect(await holder.exited).toBe(0);
  }, 30_000);
});

describe("the process guard (server/database-guard.ts)", () => {
  it("is needed: without it, a pg client nobody listens to ends the process when its session is terminated", async () => {
    const holder = await startHolder();
    await holder.send("unowned");
    await terminateBackends(PRIMARY_PORT);
    expect(await holder.exited).toBe(1);
    expect(holder.output()).toMatch(/terminating connection due to administrator command/);
  }, 60_000);

  it("logs such a client's error and its unawaited query's rejection, and the process lives on; a programming error still ends it", async () => {
    const holder = await startHolder({ GUARD: "1" });
    await holder.send("unowned");
    await terminateBackends(PRIMARY_PORT);
    const guarded = () =>
      holder
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: string; msg: string })
        .filter((l) => l.msg.startsWith("database error left as an"))
        .map((l) => [l.level, l.msg]);
    for (let i = 0; i < 100 && guarded().length < 2 && holder.child.exitCode === null; i++) await sleep(100);
    expect(holder.child.exitCode).toBeNull();
    expect(guarded()).toEqual(
      expect.arrayContaining([
        ["warn", "database error left as an uncaught exception; the process goes on"],
        ["warn", "database error left as an unhandled rejection; the process goes on"],
      ]),
    );

    await holder.send("throw");
    expect(await holder.exited).toBe(1);
    expect(holder.output()).toMatch(/"level":"error","msg":"uncaught exception","error":"TypeError: a programming error/);
  }, 60_000);
});
