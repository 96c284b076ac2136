// npm run bench:feeds: a dealer's 10,000-unit feed (BENCH_UNITS) on its own embedded Postgres
// (.data/bench-feeds-postgres, port BENCH_PG_PORT): the first import, an unchanged re-import, and
// one with 500 changed units (BENCH_CHANGED). For each: the time, the rows written to listings and
// vehicles (pg_stat_user_tables), and the photo requests a local https server saw from the
// feed-photos jobs of the run (run here through the queue's handler, when one is registered;
// BENCH_PHOTOS=0 skips them).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { openBenchCluster } from "./lib/bench-database";
import { feedUnits, unitsCsv, type SampleUnit } from "../feeds/feed-units";

const UNITS = Number(process.env.BENCH_UNITS ?? 10_000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 500);
const PORT = Number(process.env.BENCH_PG_PORT ?? 54370);
// BENCH_PHOTOS=0 leaves the feed-photos jobs queued: the runs' rows alone (photos cost about the same each, so a smaller feed measures them).
const PHOTOS = process.env.BENCH_PHOTOS !== "0";

// A local https photo server with a throwaway certificate; it counts every request it is sent and
// every photo it sends (a request whose If-None-Match names the photo's ETag gets a 304).
const certDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-feeds-"));
execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${certDir}/key.pem`, "-out", `${certDir}/cert.pem`], { stdio: "ignore" });
// Only this bench process trusts the throwaway certificate.
process.env.NODE_EXTRA_CA_CERTS = `${certDir}/cert.pem`;
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const JPEG = Buffer.from("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==", "base64");
let photoRequests = 0;
let photoBodies = 0;
const photoServer = https.createServer({ key: fs.readFileSync(`${certDir}/key.pem`), cert: fs.readFileSync(`${certDir}/cert.pem`) }, (req, res) => {
  photoRequests++;
  const etag = `"${req.url}"`;
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, { ETag: etag });
    res.end();
    return;
  }
  photoBodies++;
  res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": JPEG.length, ETag: etag });
  res.end(JPEG);
});
await new Promise<void>((resolve) => photoServer.listen(0, "localhost", resolve));
const photoPort = (photoServer.address() as AddressInfo).port;
const photoBase = `https://localhost:${photoPort}/photos`;
// The safe fetch reaches this loopback server only because the test allowance names it.
process.env.FETCH_TEST_LOOPBACK = `localhost:${photoPort}`;

const { cluster, url, seed } = await openBenchCluster({ folder: "bench-feeds-postgres", port: PORT, database: "ridemarket_bench_feeds", sharedBuffers: "256MB" });
process.env.UPLOAD_DIR ??= path.join(os.tmpdir(), "bench-feeds-uploads");
try {
  const { prisma } = await import("../../app/utils/db.server");
  const { runFeed } = await import("../../app/modules/feeds/run-feed.server");
  const { jobBoss, stopJobs } = await import("../../app/modules/jobs/boss.server");
  await import("../../server/job-handlers");
  const { jobHandlers } = await import("../../app/modules/jobs/registry.server");

  // A fresh dealership each time, on the biggest plan, owned by a verified seller of long standing.
  await seed.$executeRawUnsafe("DELETE FROM vehicles WHERE dealership_id IS NOT NULL");
  await seed.$executeRawUnsafe("DELETE FROM dealerships");
  await seed.$executeRawUnsafe("DELETE FROM pgboss.job WHERE name = 'feed-photos'").catch(() => {});
  const owner = await seed.user.create({
    data: { email: `bench-dealer-${Date.now()}@example.com`, password: "x", firstName: "Bench", lastName: "Dealer", createdAt: new Date(Date.now() - 400 * 86_400_000), phoneVerifiedAt: new Date(Date.now() - 300 * 86_400_000) },
  });
  const plan = await seed.dealerPlan.findUniqueOrThrow({ where: { slug: "lot-15000" } });
  const dealership = await seed.dealership.create({
    data: { name: "Bench Motors", slug: `bench-motors-${Date.now()}`, city: "Austin", state: "TX", zip: "78701", phone: "512-555-0100", planId: plan.id, subscriptionStatus: "active", subscriptionEndsAt: new Date(Date.now() + 30 * 86_400_000), members: { create: { userId: owner.id, role: "owner" } } },
  });

  const writes = async () => {
    // Each pooled connection reports its counts when it closes.
    await prisma.$disconnect();
    await seed.$executeRawUnsafe("SELECT pg_stat_clear_snapshot()");
    const rows = await seed.$queryRaw<{ relname: string; ins: number; upd: number }[]>`
      SELECT relname::text AS relname, n_tup_ins::int AS ins, n_tup_upd::int AS upd FROM pg_stat_user_tables WHERE relname IN ('listings', 'vehicles')`;
    return Object.fromEntries(rows.map((r) => [r.relname, { ins: r.ins, upd: r.upd }])) as Record<"listings" | "vehicles", { ins: number; upd: number }>;
  };

  /** Runs the feed-photos jobs queued so far through the registered handler, if there is one. */
  const fetchPhotos = async () => {
    const handler = jobHandlers.get("feed-photos");
    const boss = await jobBoss();
    let jobs = 0;
    for (;;) {
      const batch = await boss.fetch("feed-photos", { batchSize: 50 });
      if (!batch.length) break;
      for (const job of batch) {
        jobs++;
        if (handler) await handler(job.data as never, { send: async () => {} } as never);
      }
      await boss.complete("feed-photos", batch.map((j) => j.id));
    }
    return { jobs, handled: !!handler };
  };

  const units = feedUnits(UNITS, { photoBase, prefix: "B", seed: 2026 });
  const changed: SampleUnit[] = units.map((u, i) => (i % Math.floor(UNITS / CHANGED) === 0 && i / Math.floor(UNITS / CHANGED) < CHANGED ? { ...u, price: (Number(u.price) - 100).toFixed(2) } : u));
  const documents = [
    ["first import", unitsCsv(units)],
    ["unchanged re-import", unitsCsv(units)],
    [`${CHANGED} changed`, unitsCsv(changed)],
  ] as const;
  console.log(`Feed of ${UNITS.toLocaleString("en-US")} units (${(Buffer.byteLength(documents[0][1]) / 1e6).toFixed(1)} MB CSV), photos served from ${photoBase}`);
  for (const [name, csv] of documents) {
    const before = await writes();
    const requestsBefore = photoRequests;
    const bodiesBefore = photoBodies;
    const started = performance.now();
    const report = await runFeed({ dealershipId: dealership.id, document: csv, source: "upload", dryRun: false });
    const seconds = (performance.now() - started) / 1000;
    const photosStarted = performance.now();
    const photos = PHOTOS ? await fetchPhotos() : { jobs: 0, handled: false };
    const photoSeconds = (performance.now() - photosStarted) / 1000;
    const after = await writes();
    const d = (t: "listings" | "vehicles") => `${after[t].ins - before[t].ins} inserted, ${after[t].upd - before[t].upd} updated`;
    console.log(
      `${name}: ${seconds.toFixed(1)} s; created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, unpublished ${report.unpublished}, rejected ${report.rejected.length}` +
        `\n  listings: ${d("listings")}; vehicles: ${d("vehicles")}` +
        `\n  feed-photos jobs: ${photos.jobs}${!PHOTOS ? " (not run: BENCH_PHOTOS=0)" : photos.handled ? "" : " (no handler registered in this build)"}; photo requests: ${photoRequests - requestsBefore}, photos sent (not 304): ${photoBodies - bodiesBefore}, in ${photoSeconds.toFixed(1)} s`,
    );
  }
  await stopJobs(2000);
  await prisma.$disconnect();
} finally {
  await seed.$disconnect();
  await cluster.stop();
  photoServer.close();
  fs.rmSync(certDir, { recursive: true, force: true });
}
