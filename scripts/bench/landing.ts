// npm run bench:landing: the landing pages' summary statement (count, price range, median year)
// on BENCH_LISTINGS listings (default 1,000,000), with its EXPLAIN ANALYZE and p50/p95 over
// BENCH_RUNS runs, for a type, a make, a model and a type in a state.
//
// The summary reads the listings table alone, so the listings are written straight into it in one
// statement (random types, makes, models, years, prices and zip codes over the reference catalog;
// triggers off, as the columns they would fill are given), which takes minutes where the demo
// seed takes an hour. Its own data folder and port: it never touches another database.
import { openBenchCluster } from "./lib/bench-database";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.LANDING_BENCH_PG_PORT ?? 54342);

const PAGES: [string, string][] = [
  ["type: dirt bikes", "type=dirtbike"],
  ["make: Honda dirt bikes", "type=dirtbike&make=Honda"],
  ["model: Honda CRF450R", "type=dirtbike&make=Honda&model=CRF450R"],
  ["state: boats in Texas", "type=boat&state=TX"],
  ["state: dirt bikes in California", "type=dirtbike&state=CA"],
];

const { cluster, seed } = await openBenchCluster({ folder: "landing-bench-postgres", port: PORT, database: "ridemarket_landing_bench", sharedBuffers: "1GB" });
try {
  const existing = await seed.listing.count();
  if (existing < LISTINGS) {
    console.log(`Writing ${(LISTINGS - existing).toLocaleString("en-US")} listings (once; reused by later runs)...`);
    const started = Date.now();
    await seed.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL session_replication_role = replica");
      await tx.$executeRawUnsafe(`
        WITH models AS MATERIALIZED (
               SELECT md.id AS model_id, mk.id AS make_id, mk.vehicle_type_id AS type_id, row_number() OVER (ORDER BY md.id) AS n
                 FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id),
             zips AS MATERIALIZED (SELECT zip_code, latitude, longitude, row_number() OVER (ORDER BY zip_code) AS n FROM zip_codes),
             picks AS MATERIALIZED (
               SELECT g, 1 + floor(random() * (SELECT count(*) FROM models))::int AS mi, 1 + floor(random() * (SELECT count(*) FROM zips))::int AS zi
                 FROM generate_series(${existing + 1}, ${LISTINGS}) g)
        INSERT INTO listings (user_id, vehicle_id, zip_code, latitude, longitude, price, vehicle_package_id, status, created_at, updated_at,
                              vehicle_type_id, vehicle_make_id, vehicle_model_id, year, mileage)
        SELECT 1, p.g, z.zip_code, z.latitude, z.longitude, round((500 + random() * 80000)::numeric, 2), 1,
               (CASE WHEN random() < 0.91 THEN 'active' ELSE 'sold' END)::listing_status,
               now() - random() * interval '730 days', now(), m.type_id, m.make_id, m.model_id, 1990 + floor(random() * 36)::int, floor(random() * 30000)::int
          FROM picks p JOIN models m ON m.n = p.mi JOIN zips z ON z.n = p.zi`);
    }, { timeout: 3_600_000 });
    console.log(`Written in ${((Date.now() - started) / 60000).toFixed(1)} min`);
  }
  // The visibility map, as autovacuum keeps it on a live table: the summary's index-only scans rely on it.
  await seed.$executeRawUnsafe("VACUUM ANALYZE listings");
  await seed.$disconnect();

  const { prisma } = await import("../../app/utils/db.server");
  const { parseSearchParams } = await import("../../app/modules/search/filters");
  const { landingSummaryStatement } = await import("../../app/modules/landing/landing.server");
  console.log(`\n${(await prisma.listing.count()).toLocaleString("en-US")} listings\n`);
  const rows: string[] = [];
  for (const [name, query] of PAGES) {
    const parsed = parseSearchParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.error);
    const statement = await landingSummaryStatement(parsed.filters);
    const plan = await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, ...statement.values);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await prisma.$queryRawUnsafe(statement.text, ...statement.values);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const [answer] = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(statement.text, ...statement.values);
    rows.push(`${name.padEnd(34)} p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  ${JSON.stringify(answer)}`);
    console.log(`### ${name} (/buy?${query})\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}\n`);
  }
  console.log(rows.join("\n"));
  await prisma.$disconnect();
} finally {
  await cluster.stop();
}
