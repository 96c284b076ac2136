// npm run bench:sitemap: time and peak memory to generate the sitemap index and every vehicle
// sitemap, read to the end as a crawler reads them, on BENCH_LISTINGS listings (default
// 1,000,000, seeded once in .data/bench-postgres and shared with bench:search), with the plan of
// the keyset query. The point to check: memory stays flat however many listings there are.
import { prepareBenchDatabase } from "./lib/bench-database";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// The database bench:search uses, seeded once.
const database = await prepareBenchDatabase({ folder: "bench-postgres", port: Number(process.env.BENCH_PG_PORT ?? 54331), database: "ridemarket_bench", listings: LISTINGS });
try {
  const total = database.listings;

  const { prisma } = await import("../../app/utils/db.server");
  const { vehicleSitemapNumbers, vehicleSitemapStream, sitemapIndex, pagesSitemap, KEYSET_PAGE_SIZE } = await import("../../app/modules/seo/sitemap.server");
  const origin = "https://ridemarket.example";
  const now = new Date();

  const plan = await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN SELECT id, vehicle_id, updated_at, created_at FROM listings
     WHERE id > 100000 AND id <= 150000 AND status IN ('active', 'pending') AND (package_expiry IS NULL OR package_expiry > now())
     ORDER BY id LIMIT ${KEYSET_PAGE_SIZE}`,
  );

  // Memory is sampled while the sitemaps are generated; the baseline is what the process holds before.
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

  const indexStarted = performance.now();
  const index = await sitemapIndex(origin, now);
  const indexMs = performance.now() - indexStarted;
  const pagesStarted = performance.now();
  await pagesSitemap(origin, now);
  const pagesMs = performance.now() - pagesStarted;
  const numbersStarted = performance.now();
  const numbers = await vehicleSitemapNumbers(now);
  const numbersMs = performance.now() - numbersStarted;

  const URL_TAG = Buffer.from("<url>");
  const countUrls = (chunk: Uint8Array) => {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let count = 0;
    for (let at = bytes.indexOf(URL_TAG); at !== -1; at = bytes.indexOf(URL_TAG, at + URL_TAG.length)) count++;
    return count;
  };
  let afterFirst = 0;
  const heapAfter: number[] = [];
  let urls = 0;
  let bytes = 0;
  let largest = 0;
  const times: number[] = [];
  const started = performance.now();
  for (const n of numbers) {
    const t = performance.now();
    const stream = await vehicleSitemapStream(n, origin, { now });
    let inThis = 0;
    let sitemapBytes = 0;
    if (stream) {
      for await (const chunk of stream) {
        sitemapBytes += chunk.byteLength;
        inThis += countUrls(chunk);
      }
    }
    urls += inThis;
    bytes += sitemapBytes;
    largest = Math.max(largest, sitemapBytes);
    times.push(performance.now() - t);
    if (!afterFirst) afterFirst = peak;
    // What stays reachable after each sitemap: flat when nothing is kept between pages or sitemaps.
    if (global.gc) {
      global.gc();
      heapAfter.push(process.memoryUsage().heapUsed);
    }
  }
  const allMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  times.sort((a, b) => a - b);

  console.log(`\nSitemaps for ${total.toLocaleString("en-US")} listings (${urls.toLocaleString("en-US")} on the market)\n`);
  console.log(`sitemap index (${index.split("<sitemap>").length - 1} entries)   ${indexMs.toFixed(1)} ms`);
  console.log(`pages.xml                           ${pagesMs.toFixed(1)} ms`);
  console.log(`vehicle sitemap numbers             ${numbersMs.toFixed(1)} ms`);
  console.log(`all ${numbers.length} vehicle sitemaps            ${seconds(allMs)} (${Math.round(urls / (allMs / 1000)).toLocaleString("en-US")} URLs/s)`);
  console.log(`one vehicle sitemap                 min ${times[0]?.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms`);
  console.log(`bytes written                       ${mb(bytes)} in all, ${mb(largest)} the largest sitemap (limit 50 MB)`);
  console.log(`resident memory                     ${mb(baseline)} before, ${mb(afterFirst)} at peak after the first sitemap, ${mb(peak)} at peak after all ${numbers.length} (+${mb(peak - baseline)})`);
  if (heapAfter.length) console.log(`live heap after each sitemap        ${mb(Math.min(...heapAfter))} to ${mb(Math.max(...heapAfter))} (after the first: ${mb(heapAfter[0]!)}, after the last: ${mb(heapAfter[heapAfter.length - 1]!)})`);
  console.log(`\nKeyset page plan:\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  await prisma.$disconnect();
} finally {
  await database.stop();
}
