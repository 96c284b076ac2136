import { beforeAll, describe, expect, it } from "vitest";
import { prisma, readWithSettings } from "~/utils/db.server";
import { Prisma } from "~/generated/prisma/client";
import { createListing } from "../../../tests/support/fixtures";
import { parseSearchParams, type SearchFilters } from "./filters";
import { searchListings } from "./search.server";
import { searchQueriesFor } from "./statements.server";
import { SEARCH_BOUNDS } from "./plan";
import { resolveFilters } from "./resolve.server";
import { lastPageOf, totalText } from "./filter-values";
import { resolved } from "../../../tests/support/search";

const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12));
const ids: Record<string, number> = {};

function filters(query: string): SearchFilters {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
}

/** The filters of a query, resolved as runSearch resolves them. */
const search = (query: string) => resolved(filters(query));

async function found(query: string) {
  const result = await searchListings(await search(query));
  return { names: result.vehicles.map((v) => `${v.year} ${v.make} ${v.model}`), result };
}

beforeAll(async () => {
  const fixtures = {
    crfBeverly: { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", mileage: 300, createdAt: day(1), condition: "very_good", description: "Race ready motocross bike with fresh suspension service", extras: { engineSize: 449, transmission: "manual" } },
    yzNewYork: { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", mileage: 900, createdAt: day(2), condition: "good", description: "Trail bikes are fun; this one has new tires", extras: { engineSize: 250, transmission: "manual" } },
    crfSantaMonica: { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2023, price: 9800, zip: "90401", mileage: 40, createdAt: day(3), condition: "excellent", package: "showstopper", extras: { engineSize: 449, transmission: "manual" } },
    seaRaySold: { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2020, price: 32000, zip: "33139", mileage: null, createdAt: day(4), status: "sold", extras: { length: 19, boatType: "bowrider", hullMaterial: "fiberglass", fuelType: "gasoline" } },
    whalerMiami: { type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2018, price: 24000, zip: "33101", mileage: null, createdAt: day(5), extras: { length: 17, boatType: "center-console", hullMaterial: "fiberglass", fuelType: "gasoline" } },
    airstreamDenver: { type: "camper", make: "Airstream", model: "Bambi", year: 2022, price: 61000, zip: "80202", mileage: null, createdAt: day(6), package: "elite", extras: { length: 20 } },
  } as const;
  for (const [key, fixture] of Object.entries(fixtures)) {
    const vehicle = await createListing(prisma, { ...fixture, extras: { ...fixture.extras } } as never);
    ids[key] = vehicle.id;
  }
});

describe("searchListings", () => {
  it("returns active listings, priority placement first and newest first within it, and leaves sold ones out", async () => {
    const { names, result } = await found("");
    expect(result.total).toBe(5);
    // Elite and Showstopper listings (priority placement) before Pro ones, each group newest first.
    expect(names).toEqual(["2022 Airstream Bambi", "2023 Honda CRF450R", "2018 Boston Whaler 170 Montauk", "2019 Yamaha YZ250F", "2021 Honda CRF450R"]);
    expect((await found("type=dirtbike")).names).toEqual(["2023 Honda CRF450R", "2019 Yamaha YZ250F", "2021 Honda CRF450R"]);
  });

  it("keeps chosen sorts and keyword relevance free of placement", async () => {
    expect((await found("sortBy=newest")).names).toEqual(["2022 Airstream Bambi", "2018 Boston Whaler 170 Montauk", "2023 Honda CRF450R", "2019 Yamaha YZ250F", "2021 Honda CRF450R"]);
    expect((await found("sortBy=price_low")).names).toEqual(["2019 Yamaha YZ250F", "2021 Honda CRF450R", "2023 Honda CRF450R", "2018 Boston Whaler 170 Montauk", "2022 Airstream Bambi"]);
    expect((await found("keyword=honda")).names).toEqual(["2023 Honda CRF450R", "2021 Honda CRF450R"]);
  });

  it("places a listing by its package, and moves it when the package changes", async () => {
    const placed = () => prisma.listing.findUniqueOrThrow({ where: { vehicleId: ids.whalerMiami }, select: { placement: true, featured: true } });
    expect(await placed()).toEqual({ placement: 0, featured: false });
    const showstopper = await prisma.vehiclePackage.findUniqueOrThrow({ where: { slug: "showstopper" } });
    const pro = await prisma.vehiclePackage.findUniqueOrThrow({ where: { slug: "pro" } });
    await prisma.listing.update({ where: { vehicleId: ids.whalerMiami }, data: { vehiclePackageId: showstopper.id } });
    try {
      expect(await placed()).toEqual({ placement: 1, featured: true });
      expect((await found("")).names.slice(0, 3)).toEqual(["2022 Airstream Bambi", "2018 Boston Whaler 170 Montauk", "2023 Honda CRF450R"]);
    } finally {
      await prisma.listing.update({ where: { vehicleId: ids.whalerMiami }, data: { vehiclePackageId: pro.id } });
    }
    expect(await placed()).toEqual({ placement: 0, featured: false });
  });

  it("includes sold listings when asked", async () => {
    const { result } = await found("includeSoldListings=true");
    expect(result.total).toBe(6);
    expect(result.vehicles.find((v) => v.id === ids.seaRaySold)?.status).toBe("sold");
  });

  it("filters by type, make and model names, case-insensitively", async () => {
    expect((await found("type=dirtbike")).result.total).toBe(3);
    expect((await found("type=dirtbike&make=honda")).names).toEqual(["2023 Honda CRF450R", "2021 Honda CRF450R"]);
    expect((await found("type=dirtbike&make=Honda&model=crf450r")).result.total).toBe(2);
    expect((await found("type=boat&make=Honda")).result.total).toBe(0);
  });

  it("matches keywords over year, make, model and description with word forms", async () => {
    expect((await found("keyword=suspension")).names).toEqual(["2021 Honda CRF450R"]);
    // "tire" finds "tires", and "bike" finds "bikes".
    expect((await found("keyword=tire")).names).toEqual(["2019 Yamaha YZ250F"]);
    expect((await found("keyword=montauk")).names).toEqual(["2018 Boston Whaler 170 Montauk"]);
    expect((await found("keyword=2022 airstream")).names).toEqual(["2022 Airstream Bambi"]);
    expect((await found("keyword=HONDA")).result.total).toBe(2);
  });

  it("ranks stronger keyword matches first when no sort is chosen", async () => {
    const { names } = await found("keyword=honda suspension");
    expect(names[0]).toBe("2021 Honda CRF450R");
  });

  it("filters ranges of year, price and mileage", async () => {
    expect((await found("yearMin=2020&yearMax=2022")).names).toEqual(["2022 Airstream Bambi", "2021 Honda CRF450R"]);
    expect((await found("priceMin=5000&priceMax=10000")).result.total).toBe(3);
    expect((await found("mileageMax=100")).names).toEqual(["2023 Honda CRF450R"]);
    expect((await found("mileageMin=500")).names).toEqual(["2019 Yamaha YZ250F"]);
  });

  it("filters type-specific extras and condition", async () => {
    expect((await found("type=boat&boatType=center-console")).names).toEqual(["2018 Boston Whaler 170 Montauk"]);
    expect((await found("type=boat&hullMaterial=aluminum")).result.total).toBe(0);
    expect((await found("type=camper&length=20")).result.total).toBe(1);
    expect((await found("type=camper&length=21")).result.total).toBe(0);
    expect((await found("engineSize=300")).result.total).toBe(2);
    expect((await found("condition=excellent")).names).toEqual(["2023 Honda CRF450R"]);
    expect((await found("transmission=manual&type=dirtbike")).result.total).toBe(3);
  });

  it("limits to a radius around the zip and returns distance in miles", async () => {
    const { names, result } = await found("zipCode=90210&radius=25");
    expect(names.sort()).toEqual(["2021 Honda CRF450R", "2023 Honda CRF450R"]);
    const beverly = result.vehicles.find((v) => v.id === ids.crfBeverly)!;
    const santaMonica = result.vehicles.find((v) => v.id === ids.crfSantaMonica)!;
    expect(beverly.distance).toBeLessThan(1);
    expect(santaMonica.distance).toBeGreaterThan(3);
    expect(santaMonica.distance).toBeLessThan(10);
    expect((await found("zipCode=90210&radius=500")).result.total).toBe(2);
  });

  it("orders by true distance for nearest", async () => {
    const { names, result } = await found("zipCode=80202&sortBy=nearest");
    expect(names[0]).toBe("2022 Airstream Bambi");
    const distances = result.vehicles.map((v) => v.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(names.at(-1)).toMatch(/Miami|Montauk|YZ250F/);
  });

  it("sorts by price and mileage with a stable tiebreaker", async () => {
    expect((await found("sortBy=price_low")).names[0]).toBe("2019 Yamaha YZ250F");
    expect((await found("sortBy=price_high")).names[0]).toBe("2022 Airstream Bambi");
    const mileage = (await found("sortBy=mileage_low")).result.vehicles.map((v) => v.mileage);
    expect(mileage).toEqual([40, 300, 900, null, null]);
    expect((await found("sortBy=oldest")).names[0]).toBe("2021 Honda CRF450R");
  });

  it("pages through results", async () => {
    const first = await found("limit=2&page=1");
    const third = await found("limit=2&page=3");
    expect(first.result.total).toBe(5);
    expect(first.names).toHaveLength(2);
    expect(third.names).toEqual(["2021 Honda CRF450R"]);
    expect((await found("limit=2&page=4")).names).toEqual([]);
  });

  it("counts exactly up to its bound and says how many more than that match beyond it, one page ahead of the reader", async () => {
    const bounded = async (query: string) => searchListings(await search(query), { ...SEARCH_BOUNDS, exactTotalUpTo: 2 });
    // Five listings match; a page of two counts up to three.
    expect(await bounded("yearMin=2000&limit=2")).toMatchObject({ total: 2, totalExact: false });
    expect(lastPageOf(2, 2, false)).toBe(2);
    // Reading page 2 counts one past it, so page 3 is known to exist.
    expect(await bounded("yearMin=2000&limit=2&page=2")).toMatchObject({ total: 4, totalExact: false });
    expect(lastPageOf(4, 2, false)).toBe(3);
    expect(await bounded("yearMin=2000&limit=2&page=3")).toMatchObject({ total: 5, totalExact: true });
    expect(await bounded("yearMin=2022&limit=2")).toMatchObject({ total: 2, totalExact: true });
    // The kept counts answer unfiltered searches exactly, whatever the bound.
    expect(await bounded("limit=2")).toMatchObject({ total: 5, totalExact: true });
    expect(totalText(1000, false)).toBe("1,000+");
    expect(totalText(999, true)).toBe("999");
  });

  it("refuses an unknown zip with the field's message, as a value", async () => {
    const message = "Please enter a valid zip code";
    expect(await resolveFilters(filters("zipCode=00000"))).toEqual({ ok: false, field: "zipCode", error: message, fieldErrors: { zipCode: message } });
  });
  it("ranks a keyword's newest matches by relevance and lists the older matches after them, newest first", async () => {
    // Runs last among the searches that count: it adds three Hondas, the oldest of them the strongest match.
    const honda = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6000, zip: "73301", mileage: 100, extras: { engineSize: 449 } };
    await createListing(prisma, { ...honda, createdAt: day(10), description: "Clean and ready" } as never);
    await createListing(prisma, { ...honda, createdAt: day(9), description: "Honda parts and a Honda stand included" } as never);
    await createListing(prisma, { ...honda, createdAt: new Date(Date.UTC(2026, 4, 20, 12)), description: "Honda by Honda, serviced at Honda, Honda plastics" } as never);
    const keyword = "keyword=honda crf450r";
    const everyMatch = { ...SEARCH_BOUNDS, rankedCandidates: 1000 };
    const ids = async (query: string, bounds = everyMatch) => (await searchListings(await search(query), bounds)).vehicles.map((v) => v.id);
    const allRanked = await ids(keyword);
    const newest = await ids(`${keyword}&sortBy=newest`);
    const candidates = newest.slice(0, 3);
    const expected = [...allRanked.filter((id) => candidates.includes(id)), ...newest.slice(3)];
    // The market makes the bound matter: an older match outranks a candidate, and ranking reorders the candidates.
    expect(expected).not.toEqual(allRanked);
    expect(expected).not.toEqual(newest);
    // The newest five listings hold all three candidates; the newest four hold two, so the search looks everywhere.
    for (const size of [4, 5]) {
      const bounds = { ...SEARCH_BOUNDS, rankedCandidates: 3, window: size };
      const { windowPage } = searchQueriesFor(await search(keyword), bounds);
      const [first] = await prisma.$queryRaw<{ candidates: number }[]>(windowPage!);
      expect(first!.candidates).toBe(size === 5 ? 3 : 2);
      expect(await ids(keyword, bounds)).toEqual(expected);
      // Pages that end before, at or after the ranked candidates list the same order.
      for (const limit of [1, 2, 3, 4]) {
        const pages: number[] = [];
        for (let page = 1; pages.length < expected.length; page++) pages.push(...(await ids(`${keyword}&limit=${limit}&page=${page}`, bounds)));
        expect(pages).toEqual(expected);
      }
    }
  });
  it("reads a filtered page sorted by price from a window of the cheapest listings, else from the gathered matches, else as planned, alike", async () => {
    const query = "keyword=honda crf450r&sortBy=price_low&limit=2";
    const everywhere = { ...SEARCH_BOUNDS, window: 0 };
    const outcomes = new Set<boolean>();
    const gathered = new Set<boolean>();
    for (const size of [2, 3, 5, 100]) {
      const bounds = { ...SEARCH_BOUNDS, window: size };
      for (const page of [1, 2, 3]) {
        const paged = `${query}&page=${page}`;
        const queries = searchQueriesFor(await search(paged), bounds);
        if (queries.windowPage) outcomes.add(queries.windowFilled(await prisma.$queryRaw<{ candidates: number | null }[]>(queries.windowPage)));
        if (queries.matchesPage) gathered.add(queries.allGathered(await prisma.$queryRaw<{ candidates: number | null }[]>(queries.matchesPage)));
        const ids = async (b: typeof bounds) => (await searchListings(await search(paged), b)).vehicles.map((v) => v.id);
        expect(await ids(bounds)).toEqual(await ids(everywhere));
      }
    }
    // Windows that held the page and ones that did not; gathered matches that were all, and ones that were not.
    expect([...outcomes].sort()).toEqual([false, true]);
    expect([...gathered].sort()).toEqual([false, true]);
    // Only filters the order's index reads in order (status, type, a range of the sorted column) need no window.
    expect(searchQueriesFor(await search("type=dirtbike&priceMin=5000&sortBy=price_low")).windowPage).toBeNull();
    expect(searchQueriesFor(await search("type=dirtbike&yearMin=2020&sortBy=price_low")).windowPage).not.toBeNull();
    expect(searchQueriesFor(await search("keyword=honda&sortBy=price_low")).windowPage).not.toBeNull();
  });

  it("walks an order's covering index, or gathers every match below the count's cap, as the planner reads them", async () => {
    const planned = { ...SEARCH_BOUNDS, window: 0 };
    const walks = new Set<string>();
    for (const query of ["yearMin=2015&yearMax=2020&sortBy=mileage_low", "yearMin=2010&priceMax=30000&sortBy=price_high", "type=dirtbike&make=Honda&yearMax=2022&sortBy=mileage_high", "yearMin=2024&mileageMax=10&sortBy=price_low", "zipCode=90210&radius=500&yearMin=2015&sortBy=price_low"]) {
      for (const [limit, page] of [[1, 1], [1, 2], [2, 1]] as const) {
        const paged = `${query}&limit=${limit}&page=${page}`;
        const queries = searchQueriesFor(await search(paged), { ...SEARCH_BOUNDS, window: 2 });
        expect(queries.plan.coveredWalk).toBe(true);
        const bounded = await searchListings(await search(paged), { ...SEARCH_BOUNDS, window: 2, exactTotalUpTo: 2 });
        const everywhere = await searchListings(await search(paged), planned);
        expect(bounded.vehicles.map((v) => v.id)).toEqual(everywhere.vehicles.map((v) => v.id));
        walks.add(bounded.totalExact ? "gathered" : "walked");
      }
    }
    expect([...walks].sort()).toEqual(["gathered", "walked"]);
    // The zip code is in the index too (decision 66); a keyword is not: its matches are gathered first, as before.
    expect(searchQueriesFor(await search("zipCode=90210&radius=50&sortBy=mileage_high")).plan.coveredWalk).toBe(true);
    expect(searchQueriesFor(await search("keyword=honda&yearMin=2015&sortBy=price_low")).plan.coveredWalk).toBe(false);
  });

  it("counts and gathers a keyword beside other filters through bitmaps, with the same answers", async () => {
    const settingsOf = async (query: string) => searchQueriesFor(await search(query));
    // Beside a type (read in order by the page's index) or a range: bitmaps; a keyword alone is left to the planner.
    for (const query of ["keyword=honda&type=dirtbike", "keyword=honda crf&yearMin=2015&sortBy=price_low", "keyword=honda&zipCode=90210&radius=500"]) {
      const queries = await settingsOf(query);
      expect(queries.countSettings.length, query).toBeGreaterThan(0);
      expect(queries.matchesSettings.length, query).toBeGreaterThan(0);
      const bounded = await searchListings(await search(`${query}&limit=2`), { ...SEARCH_BOUNDS, window: 2, rankedCandidates: 2 });
      const planned = await searchListings(await search(`${query}&limit=2`), { ...SEARCH_BOUNDS, window: 0, rankedCandidates: 2 });
      expect(bounded.vehicles.map((v) => v.id), query).toEqual(planned.vehicles.map((v) => v.id));
      expect(bounded.total, query).toBe(planned.total);
      expect(bounded.total, query).toBeGreaterThan(0);
    }
    expect((await settingsOf("keyword=honda")).countSettings).toEqual([]);
    expect((await settingsOf("type=dirtbike&yearMin=2015")).matchesSettings).toEqual([]);
  });

  it("gathers a keyword beside a type first, its page and total from that read when it held every match, else as any other search, alike", async () => {
    // One match gathered first at most: two Honda dirt bikes are dense, one or none are all of them.
    const bounds = { ...SEARCH_BOUNDS, firstGathering: 1, exactTotalUpTo: 1 };
    const planned = { ...bounds, window: 0, firstGathering: 0 };
    const seen = new Set<string>();
    for (const query of [
      "keyword=honda&type=dirtbike",
      "keyword=honda&type=dirtbike&sortBy=price_high",
      "keyword=honda&type=dirtbike&zipCode=90210&radius=25&sortBy=nearest",
      "keyword=crf&type=dirtbike&yearMin=2022&sortBy=newest",
      "keyword=tires&type=dirtbike",
      "keyword=pontoon&type=dirtbike&sortBy=mileage_low",
    ]) {
      const paged = `${query}&limit=1`;
      expect(searchQueriesFor(await search(paged), bounds).plan.gatherFirst, query).toBe(true);
      expect(searchQueriesFor(await search(paged), planned).plan.gatherFirst, query).toBe(false);
      const first = await searchListings(await search(paged), bounds);
      const everywhere = await searchListings(await search(paged), planned);
      expect(first.vehicles.map((v) => v.id), query).toEqual(everywhere.vehicles.map((v) => v.id));
      expect([first.total, first.totalExact], query).toEqual([everywhere.total, everywhere.totalExact]);
      seen.add(everywhere.totalExact ? `all ${everywhere.total}` : "dense");
    }
    expect([...seen].sort()).toEqual(["all 0", "all 1", "dense"]);
    // Without a type, or past the ranked candidates, the search is read as before.
    expect(searchQueriesFor(await search("keyword=honda&yearMin=2015")).plan.gatherFirst).toBe(false);
    expect(searchQueriesFor(await search("keyword=honda&type=dirtbike&page=20&limit=20")).plan.gatherFirst).toBe(false);
  });

  it("reads a keyword's broad ranges on the rows, with the same answers", async () => {
    for (const query of ["keyword=honda&yearMin=2019&priceMax=9000", "keyword=honda&mileageMax=500&sortBy=price_high", "keyword=bike&yearMin=2015&type=dirtbike&sortBy=newest"]) {
      // Both readings set apart from the statistics the test database happens to hold.
      const searched = { ...(await search(`${query}&limit=1`)), rangeShares: undefined };
      const broad = { ...searched, rangeShares: { year: 0.9, price: 0.9, mileage: 0.9 } };
      const { count } = searchQueriesFor(broad);
      expect(count.sql, query).toMatch(/\(l\.(year|price|mileage) \+ 0\)/);
      expect(searchQueriesFor(searched).count.sql, query).not.toMatch(/\+ 0\)/);
      for (const page of [1, 2]) {
        const onRows = await searchListings({ ...broad, filters: { ...broad.filters, page } });
        const indexed = await searchListings({ ...searched, filters: { ...searched.filters, page } });
        expect(onRows.vehicles.map((v) => v.id), query).toEqual(indexed.vehicles.map((v) => v.id));
        expect(onRows.total, query).toBe(indexed.total);
      }
      expect((await searchListings(broad)).total, query).toBeGreaterThan(0);
    }
  });

  it("counts first where no window bounds the walk, and below the count's cap orders every gathered match, alike", async () => {
    // Nearest first with other filters: the location index's walk would read the whole market for a rare match.
    const rare = "keyword=honda&zipCode=80202&sortBy=nearest&limit=1";
    const queries = searchQueriesFor(await search(rare));
    expect(queries.countFirst).toBe(true);
    expect(queries.matchesPage).not.toBeNull();
    // Bounds under which the page is read as planned, for comparison: a count cap of 1 and no gathering.
    const planned = { ...SEARCH_BOUNDS, exactTotalUpTo: 0, window: 0 };
    expect(searchQueriesFor(await search(rare), planned).countFirst).toBe(false);
    for (const page of [1, 2, 3]) {
      const paged = `${rare}&page=${page}`;
      const gathered = await searchListings(await search(paged));
      const direct = await searchListings(await search(paged), planned);
      expect(gathered.vehicles).toHaveLength(1);
      expect(gathered.vehicles.map((v) => v.id)).toEqual(direct.vehicles.map((v) => v.id));
      expect(gathered.totalExact).toBe(true);
      expect(gathered.total).toBeGreaterThanOrEqual(3);
    }
    // A combination nothing matches answers from the count and an empty gathering.
    expect(await searchListings(await search("keyword=airstream yamaha&zipCode=80202&sortBy=nearest"))).toMatchObject({ total: 0, totalExact: true, vehicles: [] });
  });
});

describe("search filter parsing", () => {
  const error = (q: string) => {
    const parsed = parseSearchParams(new URLSearchParams(q));
    return parsed.ok ? null : parsed;
  };

  it("gives defaults", () => {
    expect(filters("")).toMatchObject({ page: 1, limit: 32, includeSoldListings: false });
  });

  it("refuses out-of-range and malformed values with clear messages", () => {
    expect(error("priceMin=-5")).toMatchObject({ field: "priceMin", error: "Minimum price must be at least 0" });
    expect(error("yearMin=1800")).toMatchObject({ field: "yearMin" });
    expect(error("zipCode=abcde")).toMatchObject({ field: "zipCode", error: "Please enter a valid zip code" });
    expect(error("page=0")).toMatchObject({ field: "page" });
    expect(error("limit=10000")).toMatchObject({ field: "limit" });
    expect(error("sortBy=cheapest")).toMatchObject({ field: "sortBy" });
    expect(error("type=spaceship")).toMatchObject({ field: "type" });
    expect(error("yearMin=2020&yearMax=2010")).toMatchObject({ field: "yearMax" });
    expect(error("priceMax=NaN")).toMatchObject({ field: "priceMax" });
    expect(error("mileageMin=1e400")).toMatchObject({ field: "mileageMin" });
    expect(error("radius=30")).toMatchObject({ field: "radius" });
  });

  it("treats blank values as unset and 'any' radius as no radius", () => {
    expect(filters("keyword=&zipCode=&radius=any&type=")).toMatchObject({ keyword: undefined, zipCode: undefined, radius: undefined, type: undefined });
  });
});

describe("a type and a make in the statements (decision 65)", () => {
  it("compares a type without a keyword as a bigint, which the keyword's index cannot read, and as an integer beside a keyword", async () => {
    // The keyword's GIN index carries the type in btree_gin's int4 class, whose operators take
    // int4 only; the btree indexes' integer family also compares int4 with int8.
    const typeOnly = searchQueriesFor(await search("type=dirtbike&yearMin=2015&sortBy=price_low"));
    for (const statement of [typeOnly.windowPage!, typeOnly.page, typeOnly.count]) expect(statement.sql).toMatch(/l\.vehicle_type_id = \?::bigint/);
    const withKeyword = searchQueriesFor(await search("type=dirtbike&keyword=honda&yearMin=2015"));
    for (const statement of [withKeyword.page, withKeyword.count]) {
      expect(statement.sql).toMatch(/l\.vehicle_type_id = \?(?!::)/);
      expect(statement.sql).not.toMatch(/vehicle_type_id = \?::bigint/);
    }
    // Compared as a bigint, the type still finds every listing of its type.
    const dirtbikes = await prisma.vehicleType.findUniqueOrThrow({ where: { slug: "dirtbike" }, select: { id: true } });
    const listed = await prisma.listing.count({ where: { vehicleTypeId: dirtbikes.id, status: { in: ["active", "pending"] } } });
    expect((await searchListings(await search("type=dirtbike&sortBy=price_low"))).total).toBe(listed);
  });

  it("names a make by its ids, and nearest first checks the type it implies on the rows, with the same answers", async () => {
    const honda = await prisma.vehicleMake.findFirstOrThrow({ where: { name: "Honda", vehicleType: { slug: "dirtbike" } }, select: { id: true } });
    for (const query of ["type=dirtbike&make=honda&sortBy=price_low", "type=dirtbike&make=Honda&zipCode=90210&radius=500&sortBy=nearest", "type=dirtbike&make=Honda&keyword=crf", "make=Honda"]) {
      const named = await search(`${query}&limit=1`);
      if (query.startsWith("type=dirtbike")) expect(named.makeIds, query).toEqual([honda.id]);
      else expect(named.makeIds!.length, query).toBeGreaterThan(1);
      const queries = searchQueriesFor(named);
      expect(queries.count.sql, query).toContain("l.vehicle_make_id IN (");
      expect(queries.count.sql, query).not.toContain("vehicle_makes");
      // Nearest first, the type its make implies is read on the rows; in any other order it leads the walk's index.
      if (query.includes("nearest")) {
        for (const statement of [queries.count, queries.page]) expect(statement.sql, query).toContain("(l.vehicle_type_id + 0) = ");
      } else if (query.startsWith("type=dirtbike") && !query.includes("keyword")) {
        expect(queries.count.sql, query).toMatch(/l\.vehicle_type_id = \?::bigint/);
        expect(queries.windowPage!.sql, query).toMatch(/l\.vehicle_type_id = \?::bigint ORDER BY/);
      }
      // The same answers as the make looked up by its name in the statements.
      const byName = { ...named, makeIds: undefined };
      expect(searchQueriesFor(byName).count.sql, query).toContain("vehicle_makes");
      for (const page of [1, 2]) {
        const ids = async (s: typeof named) => (await searchListings({ ...s, filters: { ...s.filters, page } })).vehicles.map((v) => v.id);
        expect(await ids(named), `${query} page ${page}`).toEqual(await ids(byName));
      }
      expect((await searchListings(named)).total, query).toBe((await searchListings(byName)).total);
      expect((await searchListings(named)).total, query).toBeGreaterThan(0);
    }
  });

  it("finds nothing for a make the catalog does not have, as the make by its name did", async () => {
    const unknown = await search("type=dirtbike&make=No%20Such%20Make");
    expect(unknown.makeIds).toEqual([]);
    expect((await searchListings(unknown)).total).toBe(0);
  });
});
