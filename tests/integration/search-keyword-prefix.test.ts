// Keywords match the beginnings of words and the words buyers type: type, subtype, boat type,
// make, model and description all count; plurals and case do not matter.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { searchQueriesFor } from "~/modules/search/statements.server";
import { resolved } from "../support/search";
import { keywordGroups } from "~/modules/search/keyword";
import { createListing } from "../support/fixtures";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", createdAt: day(1), description: "Trail ready." });
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", createdAt: day(2), description: "Faster than a Yamaha." });
  await createListing(prisma, { type: "boat", make: "Bennington", model: "S Series", year: 2020, price: 38000, zip: "99501", createdAt: day(3), description: "Family fun on the lake.", extras: { boatType: "pontoon" } });
  await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, price: 21500, zip: "99501", createdAt: day(4), description: "Winterized every year.", extras: { boatType: "bowrider" } });
});

const search = async (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return (await searchListings(await resolved(parsed.filters))).vehicles.map((v) => `${v.make} ${v.model}`);
};
const keyword = (k: string) => search(new URLSearchParams({ keyword: k }).toString());

describe("keyword matching", () => {
  it("matches the beginning of a word", async () => {
    expect(await keyword("yamah")).toEqual(["Yamaha YZ250F", "Honda CRF450R"]);
    expect(await keyword("benn")).toEqual(["Bennington S Series"]);
    expect(await keyword("yz25")).toEqual(["Yamaha YZ250F"]);
  });

  it("finds pontoon boats by their boat type, and boats by their type, in any case and number", async () => {
    for (const k of ["pontoon", "pontoons", "PONTOON", "Pontoon boats"]) expect(await keyword(k), k).toEqual(["Bennington S Series"]);
    expect((await keyword("boats")).sort()).toEqual(["Bennington S Series", "Sea Ray SPX 190"]);
    expect(await keyword("bowrider")).toEqual(["Sea Ray SPX 190"]);
    expect((await keyword("dirtbike")).sort()).toEqual(["Honda CRF450R", "Yamaha YZ250F"]);
  });

  it("ranks by relevance when no sort is chosen: the make before a mention in a description", async () => {
    expect(await keyword("yamaha")).toEqual(["Yamaha YZ250F", "Honda CRF450R"]);
    expect(await search("keyword=yamaha&sortBy=newest")).toEqual(["Honda CRF450R", "Yamaha YZ250F"]);
  });

  it("keeps NOT, OR and phrases", async () => {
    expect(await keyword("dirtbike -honda")).toEqual(["Yamaha YZ250F"]);
    expect((await keyword("bennington or sea")).sort()).toEqual(["Bennington S Series", "Sea Ray SPX 190"]);
    expect(await keyword('"family fun"')).toEqual(["Bennington S Series"]);
    expect(await keyword('"fun family"')).toEqual([]);
  });
});

describe("reading a keyword", () => {
  it("keeps only letters and digits in its words, so no text-search operator gets through", () => {
    expect(keywordGroups("yam:* & !honda | 'x' <-> (boat)")).toEqual([
      [
        { words: ["yam"], phrase: false, negated: false },
        { words: ["honda"], phrase: false, negated: false },
        { words: ["x"], phrase: false, negated: false },
        { words: ["boat"], phrase: false, negated: false },
      ],
    ]);
    expect(keywordGroups('crf-450 -honda "race ready" or ktm')).toEqual([
      [
        { words: ["crf", "450"], phrase: false, negated: false },
        { words: ["honda"], phrase: false, negated: true },
        { words: ["race", "ready"], phrase: true, negated: false },
      ],
      [{ words: ["ktm"], phrase: false, negated: false }],
    ]);
  });
});

describe("the keyword query", () => {
  it("searches any text without a database error", async () => {
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 80 }));
    await fc.assert(
      fc.asyncProperty(text, async (k) => {
        const parsed = parseSearchParams(new URLSearchParams({ keyword: k }));
        if (parsed.ok) await searchListings(await resolved(parsed.filters));
      }),
      { numRuns: 150, seed: 1124 },
    );
  });

  it("is answered through the listings' search document index", async () => {
    // Sold listings included: no status condition, whose partial indexes a planner may prefer on four rows.
    const parsed = parseSearchParams(new URLSearchParams({ keyword: "pontoon yamah", includeSoldListings: "true" }));
    if (!parsed.ok) throw new Error(parsed.error);
    const { count } = searchQueriesFor(await resolved(parsed.filters));
    const plan = await prisma.$transaction(async (tx) => {
      // Four rows make a sequential scan cheapest; the question is whether the index can serve the query.
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${count.text}`, ...count.values);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("listings_search_document_idx");
  });
});
