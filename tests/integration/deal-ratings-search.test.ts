// "Best deals" and the deal filter on /buy and in GET /api/vehicles/search, and the rating and
// days on market in the vehicle JSON and on the pages.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

interface PageData {
  result: { total: number; vehicles: { id: number; dealRating?: string | null }[] } | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  chips: { key: string; label: string; href: string }[];
}

const buy = async (query: string) => {
  const outcome = await requestApp({ url: `/buy?${query}` });
  return { status: outcome.status, body: JSON.parse(outcome.text || "null") as PageData };
};
const api = async (query: string) => {
  const outcome = await requestApp({ url: `/api/vehicles/search?${query}` });
  return { status: outcome.status, body: JSON.parse(outcome.text) as { vehicles?: { id: number; dealRating: string | null }[]; total?: number; error?: string } };
};

const DAY = 86_400_000;
const ids: Record<string, number> = {};
const ids_ = (...names: string[]) => names.map((n) => ids[n]!);

beforeAll(async () => {
  const bike = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, zip: "90210" } as const;
  const model = await prisma.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda" } } });
  const boatModel = await prisma.vehicleModel.findFirstOrThrow({ where: { name: "SPX 190", make: { name: "Sea Ray" } } });
  const retail = async (modelId: number, year: number) =>
    Number((await prisma.vehicleValueHistory.findFirstOrThrow({ where: { modelId, modelYear: year }, orderBy: { revisionDate: "desc" } })).unadjustedRetailValue);
  const t = await retail(model.id, 2019);
  const boatT = await retail(boatModel.id, 2016);
  const at = (share: number, value = t) => Math.round(value * share);
  const now = Date.now();
  // Newest first: unrated, over, fair, good, boat, great 0.80, great 0.70 (oldest), then sold.
  const rows: [string, Parameters<typeof createListing>[1]][] = [
    ["great70", { ...bike, price: at(0.7), createdAt: new Date(now - 12 * DAY) }],
    ["great80", { ...bike, price: at(0.8), createdAt: new Date(now - 11 * DAY) }],
    ["boat85", { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, zip: "90210", price: at(0.85, boatT), createdAt: new Date(now - 10 * DAY) }],
    ["good93", { ...bike, price: at(0.93), createdAt: new Date(now - 9 * DAY) }],
    ["fair100", { ...bike, price: at(1), createdAt: new Date(now - 8 * DAY) }],
    ["over130", { ...bike, price: at(1.3), createdAt: new Date(now - 7 * DAY) }],
    // Older than the value data: no estimate, so no rating.
    ["unrated", { ...bike, year: 1995, price: 900, createdAt: new Date(now - 6 * DAY) }],
    ["sold50", { ...bike, price: at(0.5), status: "sold", createdAt: new Date(now - 13 * DAY) }],
  ];
  for (const [name, fixture] of rows) ids[name] = (await createListing(prisma, fixture)).id;
});

describe("/buy, best deals first", () => {
  it("orders rated listings by rating, then by price against the typical value, unrated last", async () => {
    const { status, body } = await buy("sortBy=best_deal");
    expect(status).toBe(200);
    expect(body.result!.vehicles.map((v) => v.id)).toEqual(ids_("great70", "great80", "boat85", "good93", "fair100", "over130", "unrated"));
    expect(body.result!.vehicles.map((v) => v.dealRating)).toEqual(["great", "great", "great", "good", "fair", "over", null]);
  });

  it("filters good deals and better, and great deals only, in any order", async () => {
    expect((await buy("deal=good")).body.result!.vehicles.map((v) => v.id)).toEqual(ids_("good93", "boat85", "great80", "great70"));
    expect((await buy("deal=good&sortBy=best_deal")).body.result!.total).toBe(4);
    expect((await buy("deal=great&sortBy=best_deal")).body.result!.vehicles.map((v) => v.id)).toEqual(ids_("great70", "great80", "boat85"));
    expect((await buy("deal=great&type=dirtbike&sortBy=price_high")).body.result!.vehicles.map((v) => v.id)).toEqual(ids_("great80", "great70"));
    expect((await buy("deal=GREAT&type=boat")).body.result!.vehicles.map((v) => v.id)).toEqual(ids_("boat85"));
  });

  it("shows the filter as a removable chip", async () => {
    const { body } = await buy("deal=good&type=dirtbike");
    expect(body.chips.find((c) => c.key === "deal")).toEqual({ key: "deal", label: "Good deals and better", href: "/buy?type=dirtbike" });
    expect((await buy("deal=great")).body.chips.map((c) => c.label)).toEqual(["Great deals only"]);
  });

  it("refuses an unknown deal value with a 400 and a message at the field", async () => {
    const { status, body } = await buy("deal=cheap");
    expect(status).toBe(400);
    expect(body.fieldErrors.deal).toBe("Deal must be good (good deals and better) or great (great deals only)");
    expect(body.error).toBeNull();
    const page = await requestApp({ url: "/buy?deal=cheap", document: true });
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/id="f-deal-error"[^>]*>Deal must be good/);
  });

  it("offers the sort and the filter in the page's form, which works without JavaScript", async () => {
    const page = await requestApp({ url: "/buy?deal=good&sortBy=best_deal", document: true });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<option value="best_deal" selected="">Best deals<\/option>/);
    expect(page.text).toMatch(/<label for="f-deal"[^>]*>Deal Rating<\/label><select id="f-deal" name="deal"/);
    expect(page.text).toMatch(/<option value="good" selected="">Good deals and better<\/option><option value="great">Great deals only<\/option>/);
    expect(page.text).toMatch(/data-testid="deal-badge" data-rating="great"[^>]*>Great deal</);
  });
});

describe("GET /api/vehicles/search", () => {
  it("accepts sortBy=best_deal and deal, and its vehicles carry their rating", async () => {
    const { status, body } = await api("sortBy=best_deal&deal=good");
    expect(status).toBe(200);
    expect(body.vehicles!.map((v) => [v.id, v.dealRating])).toEqual([
      [ids.great70, "great"], [ids.great80, "great"], [ids.boat85, "great"], [ids.good93, "good"],
    ]);
    expect((await api("includeSoldListings=true&sortBy=oldest")).body.vehicles![0]).toMatchObject({ id: ids.sold50, dealRating: null });
  });

  it("refuses bad values with a 400 and a clear message", async () => {
    expect(await api("deal=best")).toEqual({ status: 400, body: { error: "Deal must be good (good deals and better) or great (great deals only)" } });
    const sort = await api("sortBy=bestdeal");
    expect(sort.status).toBe(400);
    expect(sort.body.error).toMatch(/^Sort must be one of: .*best_deal/);
  });
});

describe("the vehicle", () => {
  it("JSON carries its deal rating and days on market", async () => {
    const great = JSON.parse((await requestApp({ url: `/api/vehicles/${ids.great70}` })).text);
    expect(great).toMatchObject({ dealRating: "great", daysOnMarket: 12 });
    const unrated = JSON.parse((await requestApp({ url: `/api/vehicles/${ids.unrated}` })).text);
    expect(unrated).toMatchObject({ dealRating: null, daysOnMarket: 6 });
    const sold = JSON.parse((await requestApp({ url: `/api/vehicles/${ids.sold50}` })).text);
    expect(sold).toMatchObject({ dealRating: null, daysOnMarket: null });
  });

  it("page says how the price compares with the typical value, and how long it has been listed", async () => {
    const page = await requestApp({ url: `/vehicles/${ids.great70}`, document: true });
    expect(page.text).toMatch(/data-testid="deal-badge" data-rating="great"[^>]*>Great deal</);
    expect(page.text).toMatch(/data-testid="deal-sentence">\$[\d,]+ below the typical retail value for a 2019 Honda CRF450R</);
    expect(page.text).toContain('data-testid="days-on-market">12 days on market<');
    const over = await requestApp({ url: `/vehicles/${ids.over130}`, document: true });
    expect(over.text).toMatch(/data-testid="deal-sentence">\$[\d,]+ above the typical retail value for a 2019 Honda CRF450R</);
    const fair = await requestApp({ url: `/vehicles/${ids.fair100}`, document: true });
    expect(fair.text).toContain('data-testid="deal-sentence">Close to the typical retail value for a 2019 Honda CRF450R<');
    const unrated = await requestApp({ url: `/vehicles/${ids.unrated}`, document: true });
    expect(unrated.text).not.toContain("deal-sentence");
  });
});
