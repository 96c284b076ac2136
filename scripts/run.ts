// `npm run dev` and `npm start`. With no DATABASE_URL, starts the embedded Postgres 17,
// migrates it and loads reference and demo data once; with DATABASE_URL, uses that
// database as it is (migrations are the release step's job there).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, defaultDataDir, type EmbeddedDatabase } from "./lib/embedded-postgres";
import { ROOT, migrateDatabase } from "./lib/database-setup";
import { createSeedClient } from "../prisma/seed/lib/client";
import { seedReferenceData } from "../prisma/seed/reference/index";
import { seedDemoData } from "../prisma/seed/demo/index";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: tsx scripts/run.ts dev|start");
  process.exit(2);
}

const log = (line: string) => console.log(`[ridemarket] ${line}`);
let database: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
// `npm run dev` only: the dev server runs no job worker, so mail is delivered by this one.
let jobWorker: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of [server, jobWorker]) {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }
  if (database) {
    log("Stopping the embedded Postgres");
    await database.stop();
  }
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function prepareEmbeddedDatabase(): Promise<string> {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  log(`DATABASE_URL is not set: using the embedded Postgres on port ${port}`);
  database = await startEmbeddedPostgres({ dataDir: defaultDataDir(ROOT), port, log: process.env.DEBUG_PG ? log : undefined });
  await database.ensureDatabase("ridemarket");
  const url = database.url("ridemarket");
  // The seeds below use the app's own modules, which read their settings from the environment.
  process.env.DATABASE_URL = url;
  await migrateDatabase(url);
  const db = createSeedClient(url);
  try {
    const reference = await seedReferenceData(db, { log });
    log(reference.skipped ? "Reference data is up to date" : "Reference data loaded");
    if ((await db.listing.count()) === 0) {
      log("Loading demo data (first start only)");
      await seedDemoData(db, { log });
    }
  } finally {
    await db.$disconnect();
  }
  return url;
}

/** A per-checkout secret for local runs, kept beside the embedded database. */
function localSessionSecret(): string {
  const file = path.join(ROOT, ".data", "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

async function main() {
  const url = process.env.DATABASE_URL || (await prepareEmbeddedDatabase());
  const port = process.env.PORT ?? "3000";
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, PORT: port };
  if (database) {
    env.SESSION_SECRET ??= localSessionSecret();
    env.APP_ORIGIN ??= `http://localhost:${port}`;
  }
  const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

  if (mode === "dev") {
    env.NODE_ENV = "development";
    server = spawn(bin("react-router"), ["dev", "--port", port], { cwd: ROOT, env, stdio: "inherit" });
    if (env.JOB_WORKER !== "0" && env.JOB_WORKER !== "false") {
      jobWorker = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "job-worker.ts")], { cwd: ROOT, env, stdio: "inherit" });
    }
  } else {
    const build = path.join(ROOT, "build", "server", "index.js");
    if (!fs.existsSync(build)) {
      console.error("No production build found: run `npm run build` first.");
      return shutdown(1);
    }
    env.NODE_ENV = "production";
    // The local demo has no Stripe keys: its checkout is the built-in test provider, marked "test mode".
    if (!env.STRIPE_SECRET_KEY) env.ALLOW_TEST_PAYMENTS ??= "1";
    server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "index.ts")], { cwd: ROOT, env, stdio: "inherit" });
  }
  log(`Serving on http://localhost:${port}`);
  server.on("exit", (code) => void shutdown(code ?? 0));
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
