// The production build and server as the load and fault scripts drive them: built when
// missing, started the way `npm start` and the Docker image start it, and awaited until healthy.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./database-setup";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { seedReferenceData } from "../../prisma/seed/reference/index";
import { seedDemoData } from "../../prisma/seed/demo/index";
import { migrateDatabase } from "./database-setup";
import type { EmbeddedDatabase } from "./embedded-postgres";

export function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) return;
  console.log("No production build: running npm run build...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** This is the one place to change when the production server's command changes. */
export function startServer(env: NodeJS.ProcessEnv, stdio: StdioOptions = ["ignore", "inherit", "inherit"]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "index.ts")], { cwd: ROOT, env, stdio });
}

export async function waitForHealth(server: ChildProcess, base: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy in time");
}

/** Migrates, loads reference data and tops the demo listings up to `listings` (once; reused later). */
export async function migrateAndSeed(url: string, listings: number) {
  // The demo seed stores photos through the app's own storage, which reads the app's settings.
  process.env.DATABASE_URL = url;
  await migrateDatabase(url);
  const db = createSeedClient(url);
  try {
    await seedReferenceData(db, { log: () => {} });
    if ((await db.listing.count()) < listings) {
      console.log(`Seeding ${listings.toLocaleString("en-US")} demo listings (once; reused by later runs)...`);
      await seedDemoData(db, { listings, log: () => {} });
      await db.$executeRawUnsafe("VACUUM ANALYZE");
    }
  } finally {
    await db.$disconnect();
  }
}

/** Stops a script's server (letting it drain) and its database, then exits with the code. */
export async function stopAndExit(code: number, server: ChildProcess | undefined, cluster: EmbeddedDatabase | undefined): Promise<never> {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  await cluster?.stop();
  process.exit(code);
}

/** A script stops everything it started on Ctrl+C, on SIGTERM, or when it overruns its deadline. */
export function stopOnSignalsAndDeadline(name: string, deadlineMs: number, stop: (code: number) => Promise<unknown>) {
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));
  setTimeout(() => {
    console.error(`${name} did not finish within ${deadlineMs / 1000} s; stopping.`);
    void stop(1);
  }, deadlineMs).unref();
}
