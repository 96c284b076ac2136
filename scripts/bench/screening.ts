// npm run bench:screening: how long screening takes (decision 42) on a market of BENCH_LISTINGS
// listings (default 100,000; the demo seed, once, into .data/bench-screening-postgres and reused),
// with one earlier screening per listing from one of 20,000 network addresses. Each run, in a
// transaction rolled back after it, publishes a new listing copied from a random one of the
// market (its VIN on another seller's listing, a busy address): the listing written and
// screened end to end, and the screening alone (its facts, every rule's queries, its row).
// Prints the median and p95 of each in milliseconds over BENCH_RUNS runs (default 300).
import { prepareBenchDatabase } from "./lib/bench-database";
import { createSeedClient } from "../../prisma/seed/lib/client";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ADDRESSES = 20_000;

const db = await prepareBenchDatabase({ folder: "bench-screening-postgres", port: Number(process.env.BENCH_PG_PORT ?? 54368), database: "ridemarket_bench_screening", listings: LISTINGS });
const seed = createSeedClient(db.url);
const ROLLBACK = new Error("rolled back: the bench leaves the market as it was");

try {
  const { prisma } = await import("../../app/utils/db.server");
  const { createListingRecord } = await import("../../app/modules/listing-lifecycle/create-listing.server");
  const { screenListing } = await import("../../app/modules/screening/screen-listing.server");
  const { screeningClientHash } = await import("../../app/modules/screening/client-hash.server");

  if ((await seed.listingScreening.count()) < db.listings) {
    console.log("Writing one earlier screening per listing (once)...");
    await seed.$executeRawUnsafe("TRUNCATE listing_screenings");
    const hashes = Array.from({ length: ADDRESSES }, (_, i) => screeningClientHash(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)!);
    await seed.$executeRaw`INSERT INTO listing_screenings (listing_id, score, outcome, hits, client_hash, created_at)
      SELECT l.id, 0, 'publish', '[]', (${hashes}::text[])[1 + l.id % ${ADDRESSES}], now() - random() * interval '3 days' FROM listings l`;
    await seed.$executeRawUnsafe("ANALYZE listing_screenings");
  }

  const seller = await seed.user.create({ data: { email: `bench-screening-${Date.now()}@example.com`, password: "x", firstName: "Bench", lastName: "Seller" } });
  const sources = await seed.$queryRaw<{ id: number }[]>`SELECT id FROM listings WHERE status = 'active' ORDER BY md5(id::text) LIMIT ${RUNS}`;
  const market = await seed.listing.findMany({
    where: { id: { in: sources.map((s) => s.id) } },
    select: { id: true, zipCode: true, price: true, vehiclePackageId: true, vehicle: true },
  });
  const busyAddress = (await seed.$queryRaw<{ client_hash: string }[]>`SELECT client_hash FROM listing_screenings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)[0]!.client_hash;

  const publishMs: number[] = [];
  const screenMs: number[] = [];
  const outcomes = new Map<string, number>();
  for (const [i, source] of market.entries()) {
    const v = source.vehicle;
    const input = {
      vehicleTypeId: v.vehicleTypeId,
      vehicleMakeId: v.vehicleMakeId,
      vehicleModelId: v.vehicleModelId,
      year: v.year,
      vehicleConditionId: v.vehicleConditionId,
      mileage: v.mileage ?? undefined,
      identifier: v.identifier ?? undefined,
      zipCode: source.zipCode,
      description: i % 3 === 0 ? `${v.description} Payment by gift card through my shipping agent.` : v.description,
      images: v.images,
      price: String(i % 4 === 0 ? Math.max(1, Math.round(Number(source.price) / 3)) : Number(source.price)),
      packageId: source.vehiclePackageId,
    };
    await prisma
      .$transaction(async (tx) => {
        const started = performance.now();
        const created = await createListingRecord(tx, seller.id, input as never, new Date(), busyAddress);
        publishMs.push(performance.now() - started);
        const again = performance.now();
        const screening = await screenListing(tx, created.listing!.id, { clientHash: busyAddress });
        screenMs.push(performance.now() - again);
        outcomes.set(screening.outcome, (outcomes.get(screening.outcome) ?? 0) + 1);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
  }

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  };
  const line = (name: string, values: number[]) => `${name}: median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms (${values.length} runs)`;
  console.log(`\nMarket ${db.listings.toLocaleString("en-US")} listings, ${(await seed.listingScreening.count()).toLocaleString("en-US")} earlier screenings from ${ADDRESSES.toLocaleString("en-US")} addresses`);
  console.log(line("Publish a listing and screen it, end to end", publishMs));
  console.log(line("Screening alone (facts, every rule, its row)", screenMs));
  console.log(`Outcomes: ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  await prisma.$disconnect();
} finally {
  await seed.$disconnect();
  await db.stop();
}
