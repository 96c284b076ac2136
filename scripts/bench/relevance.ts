// npm run bench:relevance: precision and nDCG at 10 of the judged buyer queries
// (tests/relevance/judged-queries.ts), each run as typed through tests/relevance/search-as-typed.ts,
// on the default demo market in its own embedded Postgres (.data/bench-relevance-postgres, port
// BENCH_PG_PORT). The market is seeded once and reused until the seed code changes (its
// fingerprint is the database's comment) or BENCH_RESEED=1. BENCH_ONLY=honda,rzr runs the
// queries containing one of the words; BENCH_WORST sets how many of the worst are listed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../lib/embedded-postgres";
import { ROOT, migrateDatabase } from "../lib/database-setup";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { seedReferenceData } from "../../prisma/seed/reference/index";
import { seedDemoData } from "../../prisma/seed/demo/index";

const FOLDER = "bench-relevance-postgres";
const DATABASE = "ridemarket_bench_relevance";
const PORT = Number(process.env.BENCH_PG_PORT ?? 54380);
const WORST = Number(process.env.BENCH_WORST ?? 15);

/** A digest of everything that decides the demo market: the seed code and the catalog it reads. */
function marketFingerprint(options: object): string {
  const hash = crypto.createHash("sha256").update(JSON.stringify(options));
  const seedDir = path.join(ROOT, "prisma", "seed");
  const files = (fs.readdirSync(seedDir, { recursive: true }) as string[]).filter((f) => /\.(ts|md)$/.test(f) && !f.endsWith(".test.ts")).sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(seedDir, file)));
  return hash.digest("hex").slice(0, 16);
}

async function storedFingerprint(url: string): Promise<string | null> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>("SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()");
    return rows[0]?.comment ?? null;
  } finally {
    await client.end();
  }
}

process.env.UPLOAD_DIR = path.join(ROOT, ".data", `${FOLDER}-uploads`);
const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", FOLDER), port: PORT });
try {
  const url = cluster.url(DATABASE);
  process.env.DATABASE_URL = url;
  const { RELEVANCE_MARKET } = await import("../../tests/relevance/market");
  const fingerprint = marketFingerprint(RELEVANCE_MARKET);
  const existed = !(await cluster.ensureDatabase(DATABASE));
  if (existed && (process.env.BENCH_RESEED === "1" || (await storedFingerprint(url)) !== fingerprint)) {
    console.log("The demo seed changed since the market was seeded (or BENCH_RESEED=1): seeding it afresh.");
    await cluster.dropDatabase(DATABASE);
    await cluster.ensureDatabase(DATABASE);
  }
  await migrateDatabase(url);
  const seed = createSeedClient(url);
  try {
    await seedReferenceData(seed, { log: () => {} });
    if ((await storedFingerprint(url)) !== fingerprint) {
      console.log("Seeding the default demo market (once; reused by later runs)...");
      const started = Date.now();
      await seedDemoData(seed, { ...RELEVANCE_MARKET, log: (l) => console.log(l) });
      await seed.$executeRawUnsafe("VACUUM ANALYZE");
      await seed.$executeRawUnsafe(`COMMENT ON DATABASE "${DATABASE}" IS '${fingerprint}'`);
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await seed.$disconnect();
  }

  const { prisma } = await import("../../app/utils/db.server");
  const { JUDGED_QUERIES } = await import("../../tests/relevance/judged-queries");
  const { runJudgedSet } = await import("../../tests/relevance/run-judged-set");
  const { formatReport } = await import("../../tests/relevance/report");
  const only = process.env.BENCH_ONLY?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
  const queries = only ? JUDGED_QUERIES.filter((q) => only.some((w) => q.query.includes(w))) : JUDGED_QUERIES;
  const run = await runJudgedSet(queries);
  console.log(`\nRelevance of ${queries.length} judged queries, each as typed (tests/relevance/search-as-typed.ts)\n`);
  console.log(formatReport(run, { worst: WORST }));
  await prisma.$disconnect();
} finally {
  await cluster.stop();
}
// The embedded Postgres's exit hook ends the process with 0 when the event loop empties, whatever exitCode says.
process.exit(process.exitCode ?? 0);
