// The /buy page's answers around the search: the default order, pages past the last one, where
// a refused filter's message goes, and a make chosen without a type.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { INVALID_ZIP_MESSAGE } from "~/modules/search/filters";
import { activeFilterChips } from "~/modules/search/active-filters";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

interface PageData {
  result: { total: number; vehicles: { make: string; model: string; distance?: number }[] } | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  pastLastPage: boolean;
}

const buy = async (query: string) => {
  const outcome = await requestApp({ url: `/buy?${query}` });
  return { status: outcome.status, location: outcome.location, body: JSON.parse(outcome.text || "null") as PageData };
};
const models = (body: PageData) => body.result!.vehicles.map((v) => v.model);

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  // Newest first would list Beverly Hills first; New York is nearest to 10001.
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", createdAt: day(5) });
  await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", createdAt: day(1) });
  await createListing(prisma, { type: "motorcycle", make: "Honda", model: "CBR600RR", year: 2020, price: 9900, zip: "99501", createdAt: day(3) });
});

describe("the order without a chosen sort", () => {
  it("is nearest first when a zip code is given", async () => {
    const { status, body } = await buy("zipCode=10001");
    expect(status).toBe(200);
    expect(models(body)).toEqual(["YZ250F", "CRF450R", "CBR600RR"]);
    expect(body.result!.vehicles[0]!.distance).toBeLessThan(1);
  });

  it("stays the chosen one when a sort is chosen", async () => {
    expect(models((await buy("zipCode=10001&sortBy=newest")).body)).toEqual(["CRF450R", "CBR600RR", "YZ250F"]);
  });

  it("is newest first without a zip code, among listings of one placement (see search-placement.test.ts)", async () => {
    expect(models((await buy("")).body)).toEqual(["CRF450R", "CBR600RR", "YZ250F"]);
  });
});

describe("a page past the last one", () => {
  it("is a 404 that knows the search's pages, never a negative range", async () => {
    const { status, body } = await buy("limit=2&page=3");
    expect(status).toBe(404);
    expect(body.pastLastPage).toBe(true);
    expect(body.result!.total).toBe(3);
  });

  it("the last page itself is a page", async () => {
    const { status, body } = await buy("limit=2&page=2");
    expect(status).toBe(200);
    expect(body.pastLastPage).toBe(false);
    expect(models(body)).toEqual(["YZ250F"]);
  });

  it("page 2 of a search without results is a 404, page 1 is not", async () => {
    expect((await buy("keyword=nothingmatches&page=2")).status).toBe(404);
    expect((await buy("keyword=nothingmatches")).status).toBe(200);
  });

  it("the API keeps answering an empty page, so clients can page until it is empty", async () => {
    const outcome = await requestApp({ url: "/api/vehicles/search?limit=2&page=3" });
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.text)).toEqual({ vehicles: [], total: 3, totalExact: true });
  });
});

describe("a refused filter's message", () => {
  it("for the zip code is shown once, at the field", async () => {
    const { status, body } = await buy("zipCode=abc");
    expect(status).toBe(400);
    expect(body.fieldErrors.zipCode).toBe(INVALID_ZIP_MESSAGE);
    expect(body.error).toBeNull();
  });

  it("for an unknown zip code is shown once, at the field", async () => {
    const { status, body } = await buy("zipCode=00000");
    expect(status).toBe(400);
    expect(body.fieldErrors.zipCode).toBe(INVALID_ZIP_MESSAGE);
    expect(body.error).toBeNull();
  });

  it("for a filter the form has no field for is shown above the results", async () => {
    const { status, body } = await buy("sortBy=cheapest");
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Sort must be one of/);
  });

  it("for a type's field is shown above the results only when the field is not on the form", async () => {
    expect((await buy("length=abc")).body.error).toBe("Length must be a number");
    expect((await buy("type=boat&length=abc")).body.error).toBeNull();
  });
});

describe("a make without a type", () => {
  it("is applied and shown as a removable chip", async () => {
    const { status, body } = await buy("make=Honda");
    expect(status).toBe(200);
    expect(models(body).sort()).toEqual(["CBR600RR", "CRF450R"]);
    expect(activeFilterChips(new URLSearchParams("make=Honda"))).toEqual([{ key: "make", label: "Honda", href: "/buy" }]);
  });

  it("is kept when a type it belongs to is chosen, and dropped for a type it does not", async () => {
    expect((await buy("make=Honda&type=motorcycle")).status).toBe(200);
    const other = await buy("make=Honda&type=boat");
    expect(other.status).toBe(302);
    expect(other.location).toBe("/buy?type=boat");
  });
});

describe("filter chips", () => {
  it("name every active filter and link to the search without it, back on page 1", () => {
    const chips = activeFilterChips(new URLSearchParams("type=dirtbike&make=Honda&priceMax=20000&zipCode=10001&radius=50&sortBy=price_low&page=3&limit=32"));
    expect(chips.map((c) => c.label)).toEqual(["Near 10001", "Within 50 miles", "Dirt Bikes", "Honda", "Under $20,000"]);
    const href = (label: string) => chips.find((c) => c.label === label)!.href;
    expect(href("Honda")).toBe("/buy?type=dirtbike&priceMax=20000&zipCode=10001&radius=50&sortBy=price_low&limit=32");
    expect(href("Under $20,000")).toBe("/buy?type=dirtbike&make=Honda&zipCode=10001&radius=50&sortBy=price_low&limit=32");
    // Without the zip code a radius means nothing.
    expect(href("Near 10001")).toBe("/buy?type=dirtbike&make=Honda&priceMax=20000&sortBy=price_low&limit=32");
  });

  it("leave out page, limit, sort and empty values", () => {
    expect(activeFilterChips(new URLSearchParams("page=2&limit=10&sortBy=newest&keyword=&radius=any&includeSoldListings=false"))).toEqual([]);
  });
});
