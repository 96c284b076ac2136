// Starts the production server (server/index.ts, as `npm start` runs it) for a benchmark
// and reports the resident memory of its process tree while it runs.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../lib/database-setup";

export const BENCH_SESSION_SECRET = "bench-session-secret-long-enough-0123456789abcdef";

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** Resident set size in bytes of the server process and each of its workers. */
  rss: () => { pid: number; bytes: number }[];
  /** The server process and its workers (the process tree), primary first. */
  pids: () => number[];
  stop: () => Promise<void>;
}

interface Options {
  port: number;
  databaseUrl: string;
  uploadDir: string;
  env?: NodeJS.ProcessEnv;
  /** Drops the server's error output (a fuzz provokes thousands of logged errors by design). */
  quiet?: boolean;
}

export function ensureBuild() {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    throw new Error("No production build found: run `npm run build` first.");
  }
}

function childPids(pid: number): number[] {
  try {
    const kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return kids.flatMap((k) => [k, ...childPids(k)]);
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function startAppServer({ port, databaseUrl, uploadDir, env = {}, quiet = false }: Options): Promise<AppServer> {
  ensureBuild();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []), "--import", "tsx", path.join(ROOT, "server", "index.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // No Stripe keys here: the built-in test provider takes the payments.
      ALLOW_TEST_PAYMENTS: "1",
      // All load comes from one address: measure capacity, not the per-address search budget.
      SEARCH_EXPENSIVE_PER_MINUTE: "1000000",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      APP_ORIGIN: origin,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("The server did not answer /healthz within 60 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    child,
    rss: () => [child.pid!, ...childPids(child.pid!)].map((pid) => ({ pid, bytes: rssOf(pid) })).filter((p) => p.bytes > 0),
    pids: () => [child.pid!, ...childPids(child.pid!)],
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
