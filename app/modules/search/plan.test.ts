// The search's plan, choice by choice, without a database: which way its rows are read, when
// its total is counted and when the kept counts answer it.
import { describe, expect, it } from "vitest";
import { parseSearchParams, type SearchFilters } from "./filters";
import { SEARCH_BOUNDS, allGathered, countCap, firstGathered, planSearch, rangesOnRows, widerWindow, windowFilled, type ConditionShape } from "./plan";

function filters(query: string): SearchFilters {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
}

const NO_KEYWORD: ConditionShape = { rest: 0, keywordMatched: false, keywordWords: 0 };
const plan = (query: string, shape: Partial<ConditionShape> = {}, bounds = SEARCH_BOUNDS) => planSearch(filters(query), { ...NO_KEYWORD, ...shape }, bounds);

describe("the search plan", () => {
  it("takes the chosen order, else nearest from a zip code, best match for a keyword, else recommended", () => {
    expect(plan("sortBy=price_low").order).toBe("price_low");
    expect(plan("zipCode=10001&keyword=honda").order).toBe("nearest");
    expect(plan("keyword=honda", { rest: 1, keywordMatched: true, keywordWords: 1 })).toMatchObject({ order: "relevance", ranked: true });
    expect(plan("").order).toBe("recommended");
    // A VIN is looked up, not ranked.
    expect(plan("keyword=1HGCM82633A004352", { rest: 1 })).toMatchObject({ order: "relevance", ranked: false });
  });

  it("reads the status and type alone from the kept counts, and counts every other search up to its cap", () => {
    expect(plan("")).toMatchObject({ counted: false, windowed: false, countFirst: false });
    expect(plan("type=boat&includeSoldListings=true&sortBy=oldest&page=2&limit=10")).toMatchObject({ counted: false });
    // A zip code alone orders by distance but matches what the kept counts count; a radius narrows.
    expect(plan("zipCode=10001").counted).toBe(false);
    expect(plan("zipCode=10001&radius=50", { rest: 1 }).counted).toBe(true);
    expect(plan("priceMax=20000", { rest: 1 }).counted).toBe(true);
    expect(plan("priceMax=20000").cap).toBe(SEARCH_BOUNDS.exactTotalUpTo + 1);
    expect(countCap(filters("page=40&limit=50"), SEARCH_BOUNDS)).toBe(2001);
  });

  it("tries a window of the order's first listings when other filters narrow the page", () => {
    // Filters the order's index reads in order need no window.
    expect(plan("type=dirtbike&priceMin=5000&sortBy=price_low").windowed).toBe(false);
    expect(plan("type=dirtbike&yearMin=2020&sortBy=price_low", { rest: 1 })).toMatchObject({ windowed: true, countFirst: false, windowSize: 2000 });
    // Fifty times the page's reach, up to the bound.
    expect(plan("yearMin=2020&sortBy=price_low&page=3&limit=50", { rest: 1 }).windowSize).toBe(7500);
    expect(plan("yearMin=2020&sortBy=price_low&page=100&limit=50", { rest: 1 }).windowSize).toBe(SEARCH_BOUNDS.window);
    // Pages past the window, sold listings included, and nearest first are read without one.
    expect(plan("yearMin=2020&sortBy=price_low&page=60&limit=100", { rest: 1 }, { ...SEARCH_BOUNDS, window: 5000 }).windowed).toBe(false);
    expect(plan("yearMin=2020&includeSoldListings=true", { rest: 1 }).windowed).toBe(false);
    expect(plan("zipCode=10001&yearMin=2020", { rest: 1 }).windowed).toBe(false);
  });

  it("windows a keyword's ranked candidates unless one word is left to the planner", () => {
    const keyword = { keywordMatched: true, keywordWords: 1 };
    expect(plan("keyword=honda", { ...keyword, rest: 1 }).windowed).toBe(false);
    expect(plan("keyword=honda crf", { ...keyword, rest: 1, keywordWords: 2 })).toMatchObject({ windowed: true, windowSize: SEARCH_BOUNDS.window });
    expect(plan("keyword=honda&type=dirtbike&yearMin=2020", { ...keyword, rest: 2 }).windowed).toBe(true);
    // Past the ranked candidates only the newest-first matches are left.
    expect(plan("keyword=honda crf&page=11&limit=30", { ...keyword, rest: 1, keywordWords: 2 }).windowed).toBe(false);
  });

  it("counts first where no window bounds the walk and filters narrow it", () => {
    expect(plan("zipCode=80202&make=Honda&keyword=honda&sortBy=nearest", { rest: 2, keywordMatched: true, keywordWords: 1 }).countFirst).toBe(true);
    expect(plan("keyword=honda", { rest: 1, keywordMatched: true, keywordWords: 1 }).countFirst).toBe(true);
    expect(plan("zipCode=80202&sortBy=nearest").countFirst).toBe(false);
    expect(plan("zipCode=80202&make=Honda&keyword=honda&sortBy=nearest", { rest: 2, keywordMatched: true, keywordWords: 1 }, { ...SEARCH_BOUNDS, window: 0 }).countFirst).toBe(false);
  });

  it("lets the count choose between gathering and walking when the order's index covers every filter", () => {
    expect(plan("yearMin=1998&yearMax=2009&sortBy=mileage_low&page=3", { rest: 2, restCovered: true })).toMatchObject({ windowed: true, coveredWalk: true });
    // A filter the index does not carry (a keyword, a place, a spec) keeps the gathering of every match first.
    expect(plan("keyword=honda&sortBy=price_high", { rest: 1, keywordMatched: true, keywordWords: 1 }).coveredWalk).toBe(false);
    // Without a window (filters the index reads in order) there is nothing to fall short.
    expect(plan("priceMin=5000&sortBy=price_low", { restCovered: true }).coveredWalk).toBe(false);
  });

  it("gathers a keyword beside a type first, on the pages the first gathering or the ranked candidates hold", () => {
    const keyword = { keywordMatched: true, keywordWords: 1, rest: 1 };
    expect(plan("keyword=honda&type=dirtbike", keyword)).toMatchObject({ gatherFirst: true, countFirst: false });
    expect(plan("keyword=honda&type=dirtbike&zipCode=80202&radius=50&sortBy=nearest", { ...keyword, rest: 3 }).gatherFirst).toBe(true);
    expect(plan("keyword=honda&type=dirtbike&sortBy=price_high&page=40&limit=50", keyword).gatherFirst).toBe(true);
    // No type: a range's bitmap is a share of the market, and the count decides as before.
    expect(plan("keyword=honda&yearMin=2015", { ...keyword, rest: 2 })).toMatchObject({ gatherFirst: false, windowed: true });
    expect(plan("keyword=honda&zipCode=80202&radius=50&sortBy=nearest", { ...keyword, rest: 2 })).toMatchObject({ gatherFirst: false, countFirst: true });
    expect(plan("type=dirtbike&yearMin=2015", { rest: 1 }).gatherFirst).toBe(false);
    // Past the first gathering, or past the ranked candidates.
    expect(plan("keyword=honda&type=dirtbike&sortBy=price_high&page=41&limit=50", keyword).gatherFirst).toBe(false);
    expect(plan("keyword=honda&type=dirtbike&page=16&limit=20", keyword).gatherFirst).toBe(false);
    // What the first gathering tells: every match's count, dense, or (an empty page past the first) nothing.
    const f = filters("keyword=honda&type=dirtbike");
    expect(firstGathered(f, SEARCH_BOUNDS, [{ candidates: 7 }])).toBe(7);
    expect(firstGathered(f, SEARCH_BOUNDS, [])).toBe(0);
    expect(firstGathered(f, SEARCH_BOUNDS, [{ candidates: SEARCH_BOUNDS.firstGathering + 1 }])).toBe("dense");
    expect(firstGathered(filters("keyword=honda&type=dirtbike&page=2"), SEARCH_BOUNDS, [])).toBeNull();
  });

  it("reads a keyword's broad ranges on the rows, and every range when its capped count would stop soon", () => {
    expect(rangesOnRows(undefined, "rows")).toEqual([]);
    // Most of the market: on the rows, for the page and the count alike.
    expect(rangesOnRows({ year: 0.8, price: 0.3 }, "rows")).toEqual(["year"]);
    expect(rangesOnRows({ year: 0.8, price: 0.3 }, "count")).toEqual(["year", "price"]);
    // Together a share so small that the count would read most of the keyword's matches: through their indexes.
    expect(rangesOnRows({ year: 0.2, mileage: 0.1 }, "count")).toEqual([]);
    // An unknown share is read through its index, and makes the shares together unknown.
    expect(rangesOnRows({ year: 0.3, price: null }, "count")).toEqual([]);
    expect(rangesOnRows({ year: 0.9, price: null }, "count")).toEqual(["year"]);
  });

  it("knows when a window held the page and when every match was gathered", () => {
    const f = filters("yearMin=2020&sortBy=price_low&limit=2");
    const priced = planSearch(f, { ...NO_KEYWORD, rest: 1 }, SEARCH_BOUNDS);
    expect(windowFilled(priced, f, SEARCH_BOUNDS, [{ candidates: null }, { candidates: null }])).toBe(true);
    expect(windowFilled(priced, f, SEARCH_BOUNDS, [{ candidates: null }])).toBe(false);
    const k = filters("keyword=honda crf");
    const ranked = planSearch(k, { rest: 1, keywordMatched: true, keywordWords: 2 }, SEARCH_BOUNDS);
    expect(windowFilled(ranked, k, SEARCH_BOUNDS, [{ candidates: SEARCH_BOUNDS.rankedCandidates }])).toBe(true);
    expect(windowFilled(ranked, k, SEARCH_BOUNDS, [{ candidates: 12 }])).toBe(false);
    expect(allGathered(SEARCH_BOUNDS, [])).toBe(true);
    expect(allGathered(SEARCH_BOUNDS, [{ candidates: SEARCH_BOUNDS.window }])).toBe(true);
    expect(allGathered(SEARCH_BOUNDS, [{ candidates: SEARCH_BOUNDS.window + 1 }])).toBe(false);
  });

  it("walks a wider window when a short one's matches tell where the page ends", () => {
    const held = (n: number) => Array.from({ length: n }, () => ({ candidates: null }));
    const f = filters("keyword=kawa&yearMin=2014&sortBy=price_low");
    const priced = planSearch(f, { rest: 2, keywordMatched: true, keywordWords: 1 }, SEARCH_BOUNDS);
    expect(priced.windowSize).toBe(2000);
    // 17 of the page's 32 in the first 2,000 listings: the page ends near 3,765; twice that is walked.
    expect(widerWindow(priced, f, SEARCH_BOUNDS, held(17))).toBe(7530);
    expect(widerWindow(priced, f, SEARCH_BOUNDS, held(7))).toBe(18286);
    // Too sparse for ten windows' length, or nothing held to tell: none.
    expect(widerWindow(priced, f, SEARCH_BOUNDS, held(6))).toBeNull();
    expect(widerWindow(priced, f, SEARCH_BOUNDS, [])).toBeNull();
    // Never past the bound of every window.
    expect(widerWindow(priced, f, { ...SEARCH_BOUNDS, window: 5000 }, held(17))).toBeNull();
    // A page past the first counts the pages before it as held.
    const third = filters("keyword=kawa&yearMin=2014&sortBy=price_low&page=3&limit=10");
    const deeper = planSearch(third, { rest: 2, keywordMatched: true, keywordWords: 1 }, SEARCH_BOUNDS);
    expect(widerWindow(deeper, third, SEARCH_BOUNDS, held(5))).toBe(Math.ceil((2 * 2000 * 30) / 25));
    // Ranked candidates and searches without a window have none.
    const k = filters("keyword=honda crf");
    expect(widerWindow(planSearch(k, { rest: 1, keywordMatched: true, keywordWords: 2 }, SEARCH_BOUNDS), k, SEARCH_BOUNDS, held(5))).toBeNull();
  });
});
