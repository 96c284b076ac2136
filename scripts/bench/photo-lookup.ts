// npm run bench:photo-lookup: the photo-match lookup (decision 41) at BENCH_PHOTO_HASHES stored
// photo hashes (default 5,000,000; written once into .data/bench-photos-postgres and reused).
// Times BENCH_PROBES lookups of one listing's photos (BENCH_PHOTOS_PER_LISTING each, default 6),
// half of them near-duplicates of stored photos (0 to MATCH_DISTANCE bits flipped), half unknown
// photos, and prints the median and p95, the candidates the band indexes hand over, the
// near-duplicates found, and the plan of one lookup.
import { openBenchCluster } from "./lib/bench-database";

const HASHES = Number(process.env.BENCH_PHOTO_HASHES ?? 5_000_000);
const PROBES = Number(process.env.BENCH_PROBES ?? 1000);
const PER_LISTING = Number(process.env.BENCH_PHOTOS_PER_LISTING ?? 6);

const { cluster, seed } = await openBenchCluster({ folder: "bench-photos-postgres", port: Number(process.env.BENCH_PG_PORT ?? 54374), database: "ridemarket_bench_photos", sharedBuffers: "1GB" });
try {
  const [{ stored }] = await seed.$queryRaw<[{ stored: number }]>`SELECT count(*)::int AS stored FROM photo_fingerprints`;
  if (stored < HASHES) {
    console.log(`Storing ${HASHES.toLocaleString("en-US")} photo hashes (once; reused by later runs)...`);
    const started = Date.now();
    // Written without their indexes, which are then built from their own definitions in one pass each.
    const indexes = await seed.$queryRaw<{ name: string; definition: string }[]>`
      SELECT indexname::text AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'photo_fingerprints' AND indexname <> 'photo_fingerprints_pkey'`;
    await seed.$executeRawUnsafe("TRUNCATE photo_fingerprints");
    for (const { name } of indexes) await seed.$executeRawUnsafe(`DROP INDEX "${name}"`);
    // Two 32-bit random halves: random() * 2^64 would leave the low bits of every hash zero.
    await seed.$executeRaw`
      INSERT INTO photo_fingerprints (key, hash)
      SELECT 'bench/' || g || '-1280.webp', ((random() * 4294967295)::bigint << 32) | (random() * 4294967295)::bigint
        FROM generate_series(1, ${HASHES}::int) g`;
    await seed.$executeRawUnsafe("SET maintenance_work_mem = '512MB'");
    for (const { definition } of indexes) await seed.$executeRawUnsafe(definition);
    await seed.$executeRawUnsafe("VACUUM ANALYZE photo_fingerprints");
    console.log(`  stored in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const { findNearPhotos, nearPhotosStatement, MATCH_DISTANCE } = await import("../../app/modules/photo-matching/photo-lookup.server");
  const { prisma } = await import("../../app/utils/db.server");

  // The probes: for half the listings, stored photos with up to MATCH_DISTANCE bits flipped.
  const sample = await seed.$queryRaw<{ key: string; hash: bigint }[]>`
    SELECT key, hash FROM photo_fingerprints TABLESAMPLE SYSTEM (1) LIMIT ${PROBES * PER_LISTING}`;
  const random64 = () => BigInt.asIntN(64, (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)));
  const flip = (hash: bigint, bits: number) => {
    const positions = new Set<number>();
    while (positions.size < bits) positions.add(Math.floor(Math.random() * 64));
    return BigInt.asIntN(64, [...positions].reduce((h, bit) => h ^ (1n << BigInt(bit)), hash));
  };
  const listings = Array.from({ length: PROBES }, (_, i) =>
    Array.from({ length: PER_LISTING }, (_, p) => {
      const origin = sample[(i * PER_LISTING + p) % sample.length]!;
      return i % 2 === 0
        ? { key: `probe/${i}-${p}`, hash: flip(origin.hash, (i / 2 + p) % (MATCH_DISTANCE + 1)), origin: origin.key }
        : { key: `probe/${i}-${p}`, hash: random64(), origin: null };
    }),
  );

  for (const probes of listings.slice(0, 50)) await findNearPhotos(probes); // warm the connection and the caches
  const times: number[] = [];
  let found = 0;
  let planted = 0;
  for (const probes of listings) {
    const started = performance.now();
    const near = await findNearPhotos(probes);
    times.push(performance.now() - started);
    const hits = new Set(near.map((n) => `${n.probe} ${n.key}`));
    const nearDuplicates = probes.filter((probe) => probe.origin);
    planted += nearDuplicates.length;
    found += nearDuplicates.filter((probe) => hits.has(`${probe.key} ${probe.origin}`)).length;
  }
  // The same lookups timed inside the database (EXPLAIN ANALYZE), apart from the client's round trip.
  const executions: number[] = [];
  for (const probes of listings.slice(0, 200)) {
    const plan = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ANALYZE ${nearPhotosStatement(probes)}`;
    executions.push(Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1)!["QUERY PLAN"])![1]));
  }
  // What the band indexes hand over before the distance is checked: every hash sharing a band.
  const candidates: number[] = [];
  for (const probes of listings.slice(0, 100)) candidates.push((await findNearPhotos(probes, 64)).length / probes.length);

  const at = (q: number, list = times) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  const [{ count }] = await seed.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM photo_fingerprints`;
  console.log(`\n${count.toLocaleString("en-US")} stored photo hashes; ${PROBES} lookups of ${PER_LISTING} photos each (MATCH_DISTANCE ${MATCH_DISTANCE})`);
  console.log(`Lookup time per listing (ms): median ${at(0.5).toFixed(2)}, p95 ${at(0.95).toFixed(2)}, max ${at(1).toFixed(2)}`);
  console.log(`  in the database alone (200 of them): median ${at(0.5, executions).toFixed(2)}, p95 ${at(0.95, executions).toFixed(2)}`);
  console.log(`Candidates per photo (sharing a band): mean ${(candidates.reduce((s, c) => s + c, 0) / candidates.length).toFixed(0)}`);
  console.log(`Near-duplicates of stored photos found: ${found} / ${planted}`);

  const plan = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN (ANALYZE, BUFFERS) ${nearPhotosStatement(listings[0]!)}`;
  console.log(`\nOne lookup's plan:\n  ${plan.map((row) => row["QUERY PLAN"]).join("\n  ")}`);
  await prisma.$disconnect();
} finally {
  await seed.$disconnect();
  await cluster.stop();
}
