// npm run bench:image: the production image inside the fly.toml machine. Runs the image built by
// `npm run image:test` (IMAGE, default localhost/ridemarket:test) under podman with
// --memory=1g --cpus=2, fly.toml's [env] and FLY_VM_MEMORY_MB=1024 as Fly sets it, against the
// bench:server database on the host (BENCH_LISTINGS, default 1,000,000, seeded once), and drives
// the cached /buy, signed-in /buy and upload scenarios at it: 5 sellers each uploading two 40 MP
// photos at once, twice. Prints, per scenario, requests/s, p95, failures, each process's peak
// RSS, the container's peak (its memory cgroup) and whether anything was killed for memory
// (podman's OOMKilled, a worker replaced, the kernel's log). Exits 1 if anything was.
// Ports: BENCH_PG_PORT (54349), BENCH_IMAGE_PORT (3151). Needs root and podman (image-test.sh).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { flyTomlEnv } from "./lib/fly-env";
import { prepareBenchDatabase } from "./lib/bench-database";
import { BENCH_SESSION_SECRET } from "./lib/app-server";
import { sessionCookieFor } from "./lib/bench-session";
import { BUY_QUERIES, pagesThatExist, signedInBuyer } from "./lib/buy-scenarios";
import { percentile, runLoad } from "./lib/load-run";
import { samplePeaks, treeMemory } from "./lib/process-memory";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { prepareLargePhotos } from "./lib/abuse-uploads";
import { ROOT } from "../lib/database-setup";

const IMAGE = process.env.IMAGE ?? "localhost/ridemarket:test";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const APP_PORT = Number(process.env.BENCH_IMAGE_PORT ?? 3151);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NAME = `ridemarket-bench-image-${APP_PORT}`;
const MEMORY = "1g";
const SIGNED_IN_URLS = 300;
const SELLERS = 5;
const PHOTOS_PER_SELLER = 2;
const UPLOAD_ROUNDS = 2;
const MB = 2 ** 20;
const toMb = (bytes: number) => (bytes / MB).toFixed(0);

process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
process.env.CONTAINERS_CONF ??= path.join(ROOT, "scripts", "image", "containers.conf");
const podman = (...args: string[]) => execFileSync("podman", args, { encoding: "utf8" }).trim();

const fly = { env: flyTomlEnv() };
const database = await prepareBenchDatabase({ folder: "bench-server-postgres", port: PG_PORT, database: "ridemarket_bench", listings: LISTINGS });
const origin = `http://localhost:${APP_PORT}`;
const rows: string[] = [];
const problems: string[] = [];
let containerPid = 0;

try {
  const buyer = await signedInBuyer(database.url, SIGNED_IN_URLS);
  const sellers = await benchSellers(database.url);
  const photos = await prepareLargePhotos(SELLERS * PHOTOS_PER_SELLER);

  spawnSync("podman", ["rm", "-f", NAME], { stdio: "ignore" });
  const env = {
    ...fly.env,
    PORT: String(APP_PORT),
    DATABASE_URL: database.url,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    APP_ORIGIN: origin,
    ALLOW_TEST_PAYMENTS: "1",
    TRUST_PROXY: "0",
    // As Fly tells every machine its memory.
    FLY_VM_MEMORY_MB: "1024",
    MEMORY_LOG_SECONDS: "0",
    UPLOAD_DIR: "/tmp/uploads",
    MAIL_OUTBOX_DIR: "/tmp/outbox",
    // All load comes from one address: measure memory, not the per-address search budget.
    SEARCH_EXPENSIVE_PER_MINUTE: "1000000",
  };
  podman("run", "-d", "--name", NAME, "--network", "host", `--memory=${MEMORY}`, `--memory-swap=${MEMORY}`, "--cpus=2", ...Object.entries(env).flatMap(([k, v]) => ["-e", `${k}=${v}`]), IMAGE);
  await healthy();
  containerPid = Number(podman("inspect", "--format", "{{.State.Pid}}", NAME));
  const startedPids = new Set(treeMemory(containerPid).map((p) => p.pid));
  console.log(`image ${IMAGE} running as pid ${containerPid} with ${startedPids.size} processes, --memory=${MEMORY} --cpus=2`);
  const signedInPaths = await pagesThatExist(origin, buyer.paths, buyer.cookie, SIGNED_IN_URLS);

  const scenarios: { name: string; run: () => Promise<{ requests: number; p95: number; failed: number; seconds: number }> }[] = [
    { name: "/buy with filters", run: () => load(BUY_QUERIES.map((q) => `/buy?${q}`)) },
    { name: "/buy, signed in", run: () => load(signedInPaths, buyer.cookie) },
    { name: "uploads (10 x 40 MP)", run: () => uploads(sellers, photos) },
  ];
  for (const scenario of scenarios) {
    resetCgroupPeak();
    const peaks = samplePeaks(containerPid, 200);
    const outcome = await scenario.run();
    peaks.stop();
    await new Promise((r) => setTimeout(r, 3000));
    const processes = [...peaks.byPid].sort(([a], [b]) => a - b).map(([pid, bytes]) => `${pid === containerPid ? "P" : "W"} ${toMb(bytes)}`);
    rows.push(
      [
        scenario.name.padEnd(22),
        (outcome.requests / outcome.seconds).toFixed(0).padStart(7),
        String(outcome.p95).padStart(6),
        String(outcome.failed).padStart(7),
        processes.join(" / ").padStart(22),
        toMb(peaks.together).padStart(9),
        (cgroupPeak() === null ? "-" : toMb(cgroupPeak()!)).padStart(10),
      ].join(" "),
    );
    if (outcome.failed) problems.push(`${scenario.name}: ${outcome.failed} requests failed`);
  }

  const oomKilled = podman("inspect", "--format", "{{.State.OOMKilled}}", NAME);
  const running = podman("inspect", "--format", "{{.State.Running}}", NAME);
  const now = treeMemory(containerPid).map((p) => p.pid);
  const replaced = now.filter((pid) => !startedPids.has(pid)).length;
  const kernel = spawnSync("dmesg", [], { encoding: "utf8" });
  const oomLines = kernel.status === 0 ? kernel.stdout.split("\n").filter((l) => /out of memory|oom-kill|killed process/i.test(l)) : null;
  console.log(`\nproduction image under podman --memory=${MEMORY} --cpus=2, ${database.listings.toLocaleString("en-US")} listings, fly.toml [env] with FLY_VM_MEMORY_MB=1024 (RSS in MB; P primary, W worker)\n`);
  console.log(["scenario".padEnd(22), "req/s".padStart(7), "p95".padStart(6), "failed".padStart(7), "peak RSS per process".padStart(22), "together".padStart(9), "container".padStart(10)].join(" "));
  for (const row of rows) console.log(row);
  console.log(`\nOOMKilled: ${oomKilled}; running: ${running}; workers replaced: ${replaced}; kernel OOM lines: ${oomLines === null ? "dmesg not readable" : oomLines.length}`);
  if (oomKilled !== "false" || running !== "true") problems.push("the container was killed");
  if (replaced) problems.push(`${replaced} worker(s) replaced`);
  if (oomLines?.length) problems.push(`kernel: ${oomLines.at(-1)}`);
} finally {
  // The container's whole log stays behind for a post-mortem; its last lines are shown.
  const logFile = path.join(ROOT, ".data", "bench-image-container.log");
  const logs = spawnSync("podman", ["logs", NAME], { encoding: "utf8" });
  fs.writeFileSync(logFile, logs.stdout + logs.stderr);
  console.log(`container log: ${logFile}`);
  console.log((logs.stderr || "").split("\n").filter((l) => !l.includes('"msg":"request"')).slice(-8).join("\n"));
  spawnSync("podman", ["rm", "-f", NAME], { stdio: "ignore" });
  await database.stop();
}
if (problems.length) console.log(`\nFAIL: ${problems.join("; ")}`);
process.exit(problems.length ? 1 : 0);

async function healthy() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error("The image did not answer /healthz within 90 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function load(paths: string[], cookie?: string) {
  await runLoad({ origin, paths, seconds: 3, connections: CONNECTIONS, cookie });
  const { result, times } = await runLoad({ origin, paths, seconds: SECONDS, connections: CONNECTIONS, cookie });
  return { requests: result.requests.total, p95: percentile(times, 95), failed: result.errors + result.non2xx, seconds: SECONDS };
}

/** Every seller sends a request of its photos at once, for a few rounds; any answer but 200 fails. */
async function uploads(cookies: string[], photos: Buffer[]) {
  const times: number[] = [];
  let failed = 0;
  const started = Date.now();
  for (let round = 0; round < UPLOAD_ROUNDS; round++) {
    await Promise.all(
      cookies.map(async (cookie, seller) => {
        const form = new FormData();
        for (let i = 0; i < PHOTOS_PER_SELLER; i++) form.append("images", new File([new Uint8Array(photos[seller * PHOTOS_PER_SELLER + i]!)], `r${round}-s${seller}-p${i}.jpg`, { type: "image/jpeg" }));
        const sent = Date.now();
        const response = await fetch(`${origin}/api/upload/images`, { method: "POST", body: form, headers: { cookie, origin } });
        await response.arrayBuffer();
        times.push(Date.now() - sent);
        if (response.status !== 200) {
          failed++;
          console.log(`upload answered ${response.status}`);
        }
      }),
    );
  }
  return { requests: times.length, p95: percentile(times.sort((a, b) => a - b), 95), failed, seconds: (Date.now() - started) / 1000 };
}

/** Session cookies of sellers made for this run (fresh accounts: no upload quota spent). */
async function benchSellers(url: string): Promise<string[]> {
  const db = createSeedClient(url);
  try {
    const run = Date.now();
    const cookies: string[] = [];
    for (let i = 0; i < SELLERS; i++) {
      const user = await db.user.create({
        data: { email: `bench-image-seller-${run}-${i}@ridemarket.test`, password: "!", firstName: "Bench", lastName: `Seller ${i}`, emailVerifiedAt: new Date() },
        select: { id: true },
      });
      cookies.push(await sessionCookieFor(user.id));
    }
    return cookies;
  } finally {
    await db.$disconnect();
  }
}

/** The container's memory cgroup (v1 or v2), found from its first process. */
function cgroupDir(): string | null {
  if (!containerPid) return null;
  const lines = fs.readFileSync(`/proc/${containerPid}/cgroup`, "utf8").split("\n");
  const v1 = lines.find((l) => /^\d+:memory:/.test(l));
  if (v1) return path.join("/sys/fs/cgroup/memory", v1.split(":")[2]!);
  const v2 = lines.find((l) => l.startsWith("0::"));
  return v2 ? path.join("/sys/fs/cgroup", v2.slice(3)) : null;
}

function resetCgroupPeak() {
  const dir = cgroupDir();
  try {
    if (dir) fs.writeFileSync(path.join(dir, "memory.max_usage_in_bytes"), "0");
  } catch {}
}

/** The most the container's processes held at once (page cache included) since the last reset. */
function cgroupPeak(): number | null {
  const dir = cgroupDir();
  for (const file of ["memory.max_usage_in_bytes", "memory.peak"]) {
    try {
      if (dir) return Number(fs.readFileSync(path.join(dir, file), "utf8").trim());
    } catch {}
  }
  return null;
}
