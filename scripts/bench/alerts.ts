// npm run bench:alerts: how long the saved-search alert run takes to match an hour of newly live
// listings (BENCH_NEW, default 1,000) against BENCH_SEARCHES saved searches (default 100,000,
// distinct /buy URLs of the long tail, instant alerts), on a market of BENCH_LISTINGS listings
// (default 100,000; seeded once into .data/bench-alerts-postgres and reused). Prints the time of
// the matching and EXPLAIN evidence that a search reads only the new listings, never the market.
import { prepareBenchDatabase } from "./lib/bench-database";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { buyUrls, loadBuyCatalog } from "./lib/buy-urls";
import type { MatchStats } from "../../app/modules/saved-searches/matcher.server";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const NEW = Number(process.env.BENCH_NEW ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PER_USER = 25;
const BATCH_NOTE = "400 searches, an hour of new listings";

const db = await prepareBenchDatabase({ folder: "bench-alerts-postgres", port: Number(process.env.BENCH_PG_PORT ?? 54367), database: "ridemarket_bench_alerts", listings: LISTINGS });
const seed = createSeedClient(db.url);
try {
  const { normalizeSearchQuery } = await import("../../app/modules/saved-searches/normalize");
  const { loadNewListings, matchSearches } = await import("../../app/modules/saved-searches/matcher.server");
  const { prisma } = await import("../../app/utils/db.server");

  // The saved searches, once: 25 per bench user, frequency instant.
  if ((await seed.savedSearch.count()) < SEARCHES) {
    console.log(`Saving ${SEARCHES.toLocaleString("en-US")} searches (once)...`);
    await seed.$executeRawUnsafe("TRUNCATE saved_searches CASCADE");
    const queries = [...new Set(buyUrls(await loadBuyCatalog(seed), SEARCHES * 2).map((u) => normalizeSearchQuery(u.slice(u.indexOf("?") + 1))).flatMap((n) => (n.ok ? [n.query] : [])))];
    const users = Math.ceil(SEARCHES / PER_USER);
    const stamp = Date.now();
    await seed.$executeRaw`INSERT INTO users (email, password, first_name, last_name, updated_at)
      SELECT 'bench-alerts-' || ${stamp}::text || '-' || g || '@example.com', 'x', 'Bench', 'Buyer', now() FROM generate_series(1, ${users}::int) g`;
    const ids = (await seed.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE email LIKE ${`bench-alerts-${stamp}-%`} ORDER BY id`).map((u) => u.id);
    for (let i = 0; i < SEARCHES; i += 5000) {
      const n = Math.min(5000, SEARCHES - i);
      const userIds = Array.from({ length: n }, (_, k) => ids[Math.floor((i + k) / PER_USER)]!);
      const qs = Array.from({ length: n }, (_, k) => queries[(i + k) % queries.length]!);
      await seed.$executeRaw`INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
        SELECT u, 'Bench search', q, 'instant', now() - interval '30 days' FROM unnest(${userIds}::int[], ${qs}::text[]) AS t(u, q)`;
    }
    console.log(`  ${queries.length.toLocaleString("en-US")} distinct queries`);
  }

  // An hour of new listings: NEW listings on the market went live in the last hour, every other one long before.
  await seed.$executeRawUnsafe(`UPDATE listings SET activated_at = created_at AT TIME ZONE 'UTC' WHERE status IN ('active', 'pending') AND activated_at > now() - interval '2 hours'`);
  await seed.$executeRaw`UPDATE listings SET activated_at = now() - random() * interval '1 hour'
    WHERE id IN (SELECT id FROM listings WHERE status = 'active' ORDER BY md5(id::text) LIMIT ${NEW})`;
  await seed.$executeRawUnsafe("ANALYZE listings");

  const searches = await prisma.savedSearch.findMany({ where: { frequency: "instant" }, select: { id: true, query: true } });
  const fresh = (await prisma.$queryRaw<{ id: number }[]>`SELECT id FROM listings WHERE activated_at > now() - interval '1 hour' AND status IN ('active', 'pending')`).map((l) => l.id);
  console.log(`\nMarket ${db.listings.toLocaleString("en-US")} listings; ${searches.length.toLocaleString("en-US")} saved searches; ${fresh.length.toLocaleString("en-US")} listings live in the last hour`);

  const times: number[] = [];
  let matched = new Map<number, number[]>();
  const stats = { queries: 0, confirmed: 0, statements: 0, memoryMs: 0, keywordMs: 0, confirmMs: 0, queryMs: 0 };
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    matched = await matchSearches(searches, await loadNewListings(fresh), stats);
    times.push(performance.now() - started);
    console.log(`  run ${run + 1}: ${times.at(-1)!.toFixed(0)} ms (in memory ${stats.memoryMs.toFixed(0)}, keywords ${stats.keywordMs.toFixed(0)}, confirmations ${stats.confirmMs.toFixed(0)}, of which statements ${stats.queryMs.toFixed(0)})`);
  }
  const pairs = [...matched.values()].reduce((s, ids) => s + ids.length, 0);
  console.log(`Distinct queries ${stats.queries.toLocaleString("en-US")}; confirmed in the database ${stats.confirmed.toLocaleString("en-US")} in ${stats.statements} statements`);
  console.log(`Searches with a match ${matched.size.toLocaleString("en-US")}; (search, listing) matches ${pairs.toLocaleString("en-US")}`);
  console.log(`Matching time per run (ms): ${times.map((t) => t.toFixed(0)).join(", ")}; best ${Math.min(...times).toFixed(0)} ms`);

  // How a confirmation statement reads the listings: the batch by primary key, once; no search reads the market.
  const explained: MatchStats = { ...stats, explain: true };
  await matchSearches(searches.slice(0, 2000), await loadNewListings(fresh), explained);
  const plan = explained.plan ?? [];
  const listingReads = plan.filter((l) => /on listings\b|listings_\w+/.test(l)).map((l) => l.trim());
  console.log(`\nOne confirmation statement (${BATCH_NOTE}): listings read by\n  ${listingReads.join("\n  ")}`);
  console.log(`  ${plan.filter((l) => /^(Planning|Execution) Time/.test(l)).join("; ")}`);
  console.log(`  sequential scan of listings: ${plan.some((l) => /Seq Scan on listings\b/.test(l)) ? "YES" : "no"}`);
} finally {
  await seed.$disconnect();
  const { prisma } = await import("../../app/utils/db.server");
  await prisma.$disconnect();
  await db.stop();
}
