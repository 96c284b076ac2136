// Price history as buyers see it: the vehicle page, the /buy cards and the API.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";

const DAY_MS = 86_400_000;

async function listing(price = 7800) {
  const owner = await createUser(prisma);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price, zip: "90210", userId: owner.id });
  return { owner, vehicle, listingId: vehicle.listing!.id };
}
const setPrice = (listingId: number, price: string) => prisma.listing.update({ where: { id: listingId }, data: { price } });
const pageData = async (id: number) => JSON.parse((await requestApp({ url: `/vehicles/${id}` })).text);
const html = async (url: string) => (await requestApp({ url, document: true })).text;
/** The vehicle page up to its similar listings, whose cards show their own price drops. */
const vehiclePage = async (id: number) => (await html(`/vehicles/${id}`)).split('data-testid="similar-listings"')[0]!;

describe("the vehicle page", () => {
  it("shows the drop under the price and the Price history section with the chart and the changes", async () => {
    const { vehicle, listingId } = await listing();
    await setPrice(listingId, "7300.00");
    const data = await pageData(vehicle.id);
    expect(data.priceDrop).toEqual({ amount: "500.00", daysAgo: 0 });
    expect(data.priceHistory.listedPrice).toBe("7800.00");
    expect(data.priceHistory.changes).toMatchObject([{ oldPrice: "7800.00", newPrice: "7300.00" }]);

    const page = await vehiclePage(vehicle.id);
    expect(page).toContain(">Price dropped $500 · today</p>");
    const section = page.slice(page.indexOf('data-testid="price-history"'), page.indexOf("</section>", page.indexOf('data-testid="price-history"')));
    expect(section).toContain(">Price history</h2>");
    expect(section).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Price since listing: listed at \$7,800 on [A-Z][a-z]+ \d+, \d{4}, now \$7,300 after 1 change\./);
    expect(section).toMatch(/<path d="M[\d.]+ [\d.]+ H[\d.]+ V[\d.]+ H[\d.]+"/);
    expect(section.replace(/<!-- -->/g, "")).toContain("$7,800 → $7,300 <span class=\"text-slate-600\">(down $500)</span>");
    expect(section).toContain("Listed at <!-- -->$7,800");
  });

  it("says how many days ago, and hides a drop older than 30 days", async () => {
    const { vehicle, listingId } = await listing();
    await setPrice(listingId, "7300.00");
    await prisma.listing.update({ where: { id: listingId }, data: { lastPriceDropAt: new Date(Date.now() - 3 * DAY_MS - 60_000) } });
    expect(await vehiclePage(vehicle.id)).toContain(">Price dropped $500 · 3 days ago</p>");
    await prisma.listing.update({ where: { id: listingId }, data: { lastPriceDropAt: new Date(Date.now() - 30 * DAY_MS - 60_000) } });
    const data = await pageData(vehicle.id);
    expect(data.priceDrop).toBeNull();
    // The history stays.
    expect(data.priceHistory.changes).toHaveLength(1);
  });

  it("shows neither the line nor the section for a price never changed, and no line after a rise", async () => {
    const { vehicle, listingId } = await listing();
    let page = await vehiclePage(vehicle.id);
    expect(page).not.toContain("Price dropped");
    expect(page).not.toContain("Price history");
    await setPrice(listingId, "8200.00");
    page = await vehiclePage(vehicle.id);
    expect(page).not.toContain("Price dropped");
    expect(page).toContain(">Price history</h2>");
    expect(page.replace(/<!-- -->/g, "")).toContain("(up $400)");
  });
});

describe("the /buy card", () => {
  it("carries the drop line of a recently dropped listing, and none for the others", async () => {
    const plain = await listing(9100);
    const { vehicle, listingId } = await listing();
    await setPrice(listingId, "7300.00");
    const url = "/buy?type=dirtbike&make=Honda&model=CRF450R&sortBy=newest";
    const cards = JSON.parse((await requestApp({ url })).text).result.vehicles as { id: number; priceDrop?: unknown }[];
    expect(cards.find((c) => c.id === vehicle.id)?.priceDrop).toEqual({ amount: "500.00", daysAgo: 0 });
    expect(cards.find((c) => c.id === plain.vehicle.id)).not.toHaveProperty("priceDrop");
    const page = await html(url);
    const card = page.slice(page.indexOf(`href="/vehicles/${vehicle.id}"`), page.indexOf("</article>", page.indexOf(`href="/vehicles/${vehicle.id}"`)));
    expect(card).toContain(">Price dropped $500 · today</p>");
  });
});

describe("the saved listings card", () => {
  it("carries the drop line too", async () => {
    const { vehicle, listingId } = await listing();
    const saver = await createUser(prisma);
    await prisma.savedVehicle.create({ data: { userId: saver.id, vehicleId: vehicle.id } });
    await setPrice(listingId, "7550.00");
    const page = (await requestApp({ url: "/account/saved", cookie: await sessionCookieFor(saver.id), document: true })).text;
    expect(page).toContain(">Price dropped $250 · today</p>");
  });
});

describe("GET /api/vehicles/:id/price-history", () => {
  it("answers the listed price and every change, oldest first", async () => {
    const { vehicle, listingId } = await listing();
    await setPrice(listingId, "7300.00");
    await setPrice(listingId, "7450.00");
    const outcome = await requestApp({ url: `/api/vehicles/${vehicle.id}/price-history` });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toMatch(/^public/);
    const body = JSON.parse(outcome.text);
    expect(body).toMatchObject({ vehicleId: vehicle.id, listedPrice: "7800.00", listedAt: vehicle.listing!.createdAt.toISOString() });
    expect(body.changes.map((c: { oldPrice: string; newPrice: string }) => [c.oldPrice, c.newPrice])).toEqual([
      ["7800.00", "7300.00"],
      ["7300.00", "7450.00"],
    ]);
    expect(Object.keys(body.changes[0]).sort()).toEqual(["changedAt", "newPrice", "oldPrice"]);
  });

  it("answers 404 where GET /api/vehicles/:id does: unknown, malformed, or a vehicle with no listing", async () => {
    const { vehicle } = await listing();
    await prisma.listing.delete({ where: { vehicleId: vehicle.id } });
    for (const id of ["999999999", "abc", String(vehicle.id)]) {
      expect((await requestApp({ url: `/api/vehicles/${id}` })).status).toBe(404);
      expect((await requestApp({ url: `/api/vehicles/${id}/price-history` })).status).toBe(404);
    }
  });

  it("records a price changed through PUT /api/vehicles/:id", async () => {
    const { owner, vehicle } = await listing();
    const full = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id }, include: { listing: true } });
    const body = {
      type: full.vehicleTypeId, make: full.vehicleMakeId, model: full.vehicleModelId, year: full.year, condition: full.vehicleConditionId,
      mileage: full.mileage, zipCode: "90210", description: full.description, images: full.images, price: "6900", package: full.listing!.vehiclePackageId,
    };
    expect((await requestApp({ url: `/api/vehicles/${vehicle.id}`, method: "PUT", json: body, cookie: await sessionCookieFor(owner.id) })).status).toBe(200);
    const history = JSON.parse((await requestApp({ url: `/api/vehicles/${vehicle.id}/price-history` })).text);
    expect(history.changes).toMatchObject([{ oldPrice: "7800.00", newPrice: "6900.00" }]);
  });
});
