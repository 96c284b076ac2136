// Starts the production server (server/index.ts, as `npm start` runs it) for a benchmark
// and reports the resident memory of its process tree while it runs.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../lib/database-setup";
import { treeMemory } from "./process-memory";
import { heapLimits, OWN_LIMIT_VARIABLE } from "../../../server/heap-limit";
import { oldSpaceFlag } from "../../../app/utils/memory-budget";
import { parseEnv } from "../../../app/utils/env.server";

export const BENCH_SESSION_SECRET = "bench-session-secret-long-enough-0123456789abcdef";

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** Resident set size in bytes of the server process and each of its workers. */
  rss: () => { pid: number; bytes: number }[];
  /** The server process and its workers (the process tree), primary first. */
  pids: () => number[];
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

/**
 * The heap limit the server gives its first process (the cluster's primary) from MEMORY_MB or
 * FLY_VM_MEMORY_MB (none without either), as arguments and the variable that says the process
 * set it. On Node 22.15 and later (the image's)
 * the server restarts itself with it; this Node cannot, so the bench starts it with the limit, as
 * production runs it. Without it the primary's heap grew to 700 MB in a burst of jobs.
 */
function ownHeapLimit(childEnv: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const { self } = heapLimits(parseEnv({ ...childEnv, NODE_ENV: "development" }), ["--import", "tsx"]);
  return self === null ? { args: [], env: {} } : { args: [oldSpaceFlag(self)], env: { [OWN_LIMIT_VARIABLE]: String(self) } };
}

export async function startAppServer({ port, databaseUrl, uploadDir, env = {}, quiet = false }: Options): Promise<AppServer> {
  ensureBuild();
  const origin = `http://localhost:${port}`;
  const stdoutPath = path.join(ROOT, ".data", `bench-server-${port}.stdout`);
  const stdoutFile = env.MEMORY_LOG_SECONDS ? fs.openSync(stdoutPath, "w") : null;
  const ownLimit = ownHeapLimit({ ...process.env, DATABASE_URL: databaseUrl, ...env });
  const child = spawn(process.execPath, [...ownLimit.args, ...(process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []), "--import", "tsx", path.join(ROOT, "server", "index.ts")], {
    cwd: ROOT,
    // Standard output is kept only for the processes' "memory" lines, in a file: a pipe the
    // bench reads late would stall the server's writes.
    stdio: ["ignore", stdoutFile ?? "ignore", quiet ? "ignore" : "inherit"],
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
      ...ownLimit.env,
    },
  });
  if (stdoutFile !== null) fs.closeSync(stdoutFile);
  const memoryLines = new Map<number, Record<string, unknown>>();
  const reader = stdoutFile === null ? null : setInterval(() => readMemoryLines(stdoutPath, memoryLines), 250);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      if (reader) clearInterval(reader);
      resolve();
    }),
  );
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
    pids: () => treeMemory(child.pid!).map(({ pid }) => pid),
    memoryLines,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

const offsets = new Map<string, { offset: number; rest: string }>();

/** Reads what the server wrote since the last call and keeps each process's latest "memory" line. */
function readMemoryLines(file: string, into: Map<number, Record<string, unknown>>) {
  const state = offsets.get(file) ?? { offset: 0, rest: "" };
  offsets.set(file, state);
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, state.offset);
      if (read === 0) break;
      state.offset += read;
      const lines = (state.rest + buffer.toString("utf8", 0, read)).split("\n");
      state.rest = lines.pop()!;
      for (const line of lines) {
        if (!line.includes('"msg":"memory"')) continue;
        const report = JSON.parse(line) as Record<string, unknown>;
        into.set(Number(report.pid), report);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}
