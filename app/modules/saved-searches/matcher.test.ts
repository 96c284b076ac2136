// The alert matcher must agree with /buy: for each search, the listings it matches among a batch
// are exactly the batch's listings that searchListings returns, on a seeded market.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedDemoData } from "../../../prisma/seed/demo/index";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { KEYWORD_QUERIES, resolved } from "../../../tests/support/search";
import { loadNewListings, matchSearches } from "./matcher.server";

const QUERIES = [
  "",
  "type=dirtbike",
  "type=dirtbike&make=Honda",
  "type=dirtbike&make=honda&priceMax=8000",
  "type=boat&boatType=pontoon",
  "type=utv&driveType=4wd",
  "keyword=honda",
  ...KEYWORD_QUERIES,
  "zipCode=10001&radius=250",
  "zipCode=10001&radius=500&type=motorcycle",
  "zipCode=60601&radius=100&priceMin=5000",
  "zipCode=78701&radius=50",
  "zipCode=78701&radius=500&keyword=honda",
  "yearMin=2015&yearMax=2020&priceMin=5000&priceMax=20000",
  "mileageMax=5000",
  "mileageMin=1000&mileageMax=20000",
  "condition=excellent&type=motorcycle",
  "includeSoldListings=true&type=rv",
];

/** Every listing id /buy shows for the query, all pages. */
async function allResults(query: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const parsed = parseSearchParams(new URLSearchParams(`${query}&limit=100&page=${page}`));
    if (!parsed.ok) throw new Error(parsed.error);
    const result = await searchListings(await resolved(parsed.filters));
    for (const v of result.vehicles) ids.add(v.listingId);
    if (result.vehicles.length < 100) return ids;
  }
}

beforeAll(async () => {
  await seedDemoData(prisma, { listings: 400, log: () => {}, now: new Date(Date.UTC(2026, 10, 1, 12)) });
}, 240_000);

describe("matchSearches", () => {
  it("matches exactly what /buy shows, among the listings of the batch", async () => {
    const everyId = (await prisma.listing.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((l) => l.id);
    // Half the market is "new": the other half must never be matched.
    const batch = everyId.filter((_, i) => i % 2 === 0);
    const listings = await loadNewListings(batch);
    const searches = QUERIES.map((query, i) => ({ id: i + 1, query }));
    // Two searches with the same query are each told.
    searches.push({ id: 1000, query: QUERIES[2]! });
    const matched = await matchSearches(searches, listings);

    let nonEmpty = 0;
    for (const [i, query] of QUERIES.entries()) {
      const shown = await allResults(query);
      const expected = batch.filter((id) => shown.has(id));
      expect(matched.get(i + 1) ?? [], query || "(no filters)").toEqual(expected);
      if (expected.length) nonEmpty += 1;
    }
    expect(matched.get(1000)).toEqual(matched.get(3));
    // The comparison means something: most searches match some of the batch, radius and keyword ones included.
    expect(nonEmpty).toBeGreaterThan(QUERIES.length - 4);
    expect(matched.get(QUERIES.indexOf("zipCode=10001&radius=250") + 1)?.length).toBeGreaterThan(0);
    expect(matched.get(QUERIES.indexOf("keyword=honda") + 1)?.length).toBeGreaterThan(0);
  }, 120_000);

  it("matches nothing for a query that no longer parses", async () => {
    const listings = await loadNewListings((await prisma.listing.findMany({ select: { id: true }, take: 20 })).map((l) => l.id));
    expect((await matchSearches([{ id: 1, query: "zipCode=12" }], listings)).size).toBe(0);
  });
});
