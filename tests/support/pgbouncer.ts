// A real PgBouncer in transaction pooling mode in front of a test Postgres, as managed Postgres
// services put one in front of the primary. `.ci/run` installs Debian's package when missing.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface Pgbouncer {
  port: number;
  /** A postgres:// URL of `database` through the pooler. */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

interface Options {
  /** Port PgBouncer listens on. */
  port: number;
  /** The Postgres behind it, on 127.0.0.1, with the embedded clusters' postgres/postgres login. */
  serverPort: number;
}

function pgbouncerBinary(): string {
  const candidates = [process.env.PGBOUNCER_BIN, "/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error("PgBouncer is not installed: `apt-get install pgbouncer` (.ci/run does this), or set PGBOUNCER_BIN");
  return found;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

export async function startPgbouncer({ port, serverPort }: Options): Promise<Pgbouncer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridemarket-pgbouncer-"));
  // Run as root (CI), PgBouncer drops to the postgres user, which must read its files.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "userlist.txt"), '"postgres" ""\n', { mode: 0o644 });
  fs.writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      // Every database name is passed through to the same name on the server.
      `* = host=127.0.0.1 port=${serverPort} user=postgres password=postgres`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 500",
      "default_pool_size = 20",
      "ignore_startup_parameters = extra_float_digits,options",
      "log_connections = 0",
      "log_disconnections = 0",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const child: ChildProcess = spawn(pgbouncerBinary(), [...(isRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const until = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`PgBouncer did not start on port ${port}: ${stderr.trim() || `exit ${child.exitCode}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url: (database) => `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGINT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
