// Keywords made of text-search operators: websearch_to_tsquery fails the whole query ("tsquery
// stack too small") on 33 NOTs waiting for a word. The page and the API search sensibly instead.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { resolved } from "../support/search";
import { keywordForSearch } from "~/modules/search/keyword";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 2311;

beforeAll(async () => {
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", description: "Race ready motocross bike" });
  await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", description: "Trail bike with new tires" });
});

const api = async (keyword: string) => {
  const outcome = await requestApp({ url: `/api/vehicles/search?${new URLSearchParams({ keyword })}` });
  return { status: outcome.status, body: outcome.status === 200 ? (JSON.parse(outcome.text) as { total: number; vehicles: { make: string }[] }) : null };
};
const page = async (keyword: string) => {
  const outcome = await requestApp({ url: `/buy?${new URLSearchParams({ keyword })}` });
  return { status: outcome.status, body: JSON.parse(outcome.text || "null") as { result: { total: number } | null; error: string | null } | null };
};

const HOSTILE_KEYWORDS = [
  "-".repeat(33),
  "-".repeat(200),
  " -".repeat(100),
  `honda ${"-".repeat(40)} bike`,
  "-!".repeat(60),
  "-&".repeat(60),
  `${"- ".repeat(50)}honda`,
];

describe("keywords made of operators", () => {
  it.each(HOSTILE_KEYWORDS)("the search API answers %j like any search", async (keyword) => {
    const { status, body } = await api(keyword);
    expect(status).toBe(200);
    expect(body!.total).toBeGreaterThanOrEqual(0);
  });

  it.each(HOSTILE_KEYWORDS)("the /buy page shows results for %j", async (keyword) => {
    const { status, body } = await page(keyword);
    expect(status).toBe(200);
    expect(body!.error).toBeNull();
    expect(body!.result).not.toBeNull();
  });

  it("a keyword with no word in it searches as if none was given", async () => {
    expect((await api("-".repeat(33))).body!.total).toBe(2);
    expect((await api(" -".repeat(100))).body!.total).toBe(2);
  });

  it("a run of NOTs keeps its meaning: odd excludes the word, even does not", async () => {
    const makes = async (keyword: string) => (await api(keyword)).body!.vehicles.map((v) => v.make).sort();
    expect(await makes(`bike ${"-".repeat(33)}honda`)).toEqual(["Yamaha"]);
    expect(await makes(`bike ${"- ".repeat(40)}honda`)).toEqual(["Honda"]);
    expect(await makes("bike -honda")).toEqual(["Yamaha"]);
    expect(await makes("ready")).toEqual(["Honda"]);
  });

  it("leaves ordinary keywords as they were typed", () => {
    for (const keyword of ["honda crf450r", '"race ready" -yamaha', "honda or yamaha", "crf-450", "a--b"]) expect(keywordForSearch(keyword)).toBe(keyword);
  });

  it("any keyword of operators, quotes, dashes and words searches without a database error", async () => {
    const single = fc.constantFrom("-", " ", " -", '"', "!", "&", "|", "(", ")", "<", ":", "*", "'", "or", " or ", "\t", "honda", "bike", "the", "-honda", "\u00a0");
    // Runs of operators, the shape that fills the parser's stack.
    const run = fc.tuple(fc.constantFrom("-", " -", "- ", "-!", "-&", "-(", "-|", "-\t", '-"'), fc.integer({ min: 1, max: 60 })).map(([p, n]) => p.repeat(n));
    const piece = fc.oneof({ arbitrary: single, weight: 4 }, { arbitrary: run, weight: 1 });
    const keyword = fc.array(piece, { minLength: 1, maxLength: 40 }).map((parts) => parts.join("").slice(0, 200));
    await fc.assert(
      fc.asyncProperty(keyword, async (k) => {
        const parsed = parseSearchParams(new URLSearchParams({ keyword: k }));
        if (!parsed.ok) return;
        await searchListings(await resolved(parsed.filters));
      }),
      { numRuns: 300, seed: SEED },
    );
  });
});
