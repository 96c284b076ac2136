// Starts the production server (server/index.ts, as `npm start` runs it) for a benchmark
// and reports the resident memory of its process tree while it runs.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../lib/database-setup";
import { treeMemory } from "./process-memory";

export const BENCH_SESSION_SECRET = "bench-session-secret-long-enough-0123456789abcdef";

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** Resident set size in bytes of the server process and each of its workers. */
  rss: () => { pid: number; bytes: number }[];
  /** The latest "memory" log line of each process (when MEMORY_LOG_SECONDS is set), by pid. */
  memoryLines: Map<number, Record<string, unknown>>;
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

export async function startAppServer({ port, databaseUrl, uploadDir, env = {}, quiet = false }: Options): Promise<AppServer> {
  ensureBuild();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []), "--import", "tsx", path.join(ROOT, "server", "index.ts")], {
    cwd: ROOT,
    // Standard output is read only for the processes' "memory" lines.
    stdio: ["ignore", env.MEMORY_LOG_SECONDS ? "pipe" : "ignore", quiet ? "ignore" : "inherit"],
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
  const memoryLines = new Map<number, Record<string, unknown>>();
  if (child.stdout) {
    let rest = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      const lines = (rest + text).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        if (!line.includes('"msg":"memory"')) continue;
        const report = JSON.parse(line) as Record<string, unknown>;
        memoryLines.set(Number(report.pid), report);
      }
    });
  }
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
    rss: () => treeMemory(child.pid!).map(({ pid, rss }) => ({ pid, bytes: rss })),
    memoryLines,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
