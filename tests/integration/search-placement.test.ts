// Packages on /buy (decision 22): the default order puts priority placement first, chosen sorts
// and relevance ignore it, and a featured package's card is highlighted, on the page as served.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const models = async (query: string) => {
  const outcome = await requestApp({ url: `/buy?${query}` });
  expect(outcome.status).toBe(200);
  return (JSON.parse(outcome.text) as { result: { vehicles: { model: string }[] } }).result.vehicles.map((v) => v.model);
};

beforeAll(async () => {
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", createdAt: day(5) });
  await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "10001", createdAt: day(1), package: "showstopper" });
  await createListing(prisma, { type: "motorcycle", make: "Honda", model: "CBR600RR", year: 2020, price: 9900, zip: "99501", createdAt: day(3) });
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF250R", year: 2022, price: 6400, zip: "73301", createdAt: day(0), package: "elite" });
});

describe("/buy with mixed packages", () => {
  it("lists Elite and Showstopper listings first by default, each group newest first", async () => {
    expect(await models("")).toEqual(["YZ250F", "CRF250R", "CRF450R", "CBR600RR"]);
    expect(await models("type=dirtbike")).toEqual(["YZ250F", "CRF250R", "CRF450R"]);
    expect(await models("limit=2&page=2")).toEqual(["CRF450R", "CBR600RR"]);
  });

  it("leaves chosen sorts, nearest first and keyword relevance as they are", async () => {
    expect(await models("sortBy=newest")).toEqual(["CRF450R", "CBR600RR", "YZ250F", "CRF250R"]);
    expect(await models("sortBy=price_low")).toEqual(["YZ250F", "CRF250R", "CRF450R", "CBR600RR"]);
    expect(await models("sortBy=price_high")).toEqual(["CBR600RR", "CRF450R", "CRF250R", "YZ250F"]);
    // From Santa Monica: Beverly Hills, Austin, Anchorage, then New York.
    expect(await models("zipCode=90401")).toEqual(["CRF450R", "CRF250R", "CBR600RR", "YZ250F"]);
    expect(await models("keyword=honda")).toEqual(["CRF450R", "CBR600RR", "CRF250R"]);
  });

  it("names the default order Recommended and highlights the featured package's card", async () => {
    const outcome = await requestApp({ url: "/buy", document: true });
    expect(outcome.status).toBe(200);
    expect(outcome.text).toMatch(/<option value=""[^>]*>Recommended<\/option>/);
    const cards = [...outcome.text.matchAll(/<article([^>]*)data-testid="vehicle-card"[\s\S]*?<\/article>/g)];
    expect(cards).toHaveLength(4);
    const highlighted = cards.filter((c) => c[1]!.includes('data-highlighted="true"')).map((c) => /Yamaha YZ250F|Honda CRF\d+R|Honda CBR600RR/.exec(c[0])?.[0]);
    expect(highlighted).toEqual(["Yamaha YZ250F"]);
  });
});
