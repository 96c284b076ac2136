// Similar listings on every vehicle page: the same model nearest in price first, then the same
// type, only what is on sale; on a sold or expired listing they come before the listing itself.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, type ListingFixture } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

const bike = (f: Partial<ListingFixture> = {}) =>
  createListing(prisma, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2020, price: 6000, zip: "90210", ...f });

const similarIds = async (vehicleId: number) => {
  const answer = await requestApp({ url: `/vehicles/${vehicleId}` });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { similar: { id: number }[] }).similar.map((v) => v.id);
};

describe("similar listings on a vehicle page", () => {
  it("lists the same model nearest in price on an active listing, never the listing itself nor what is off the market", async () => {
    const subject = await bike({ price: 6000 });
    const above = await bike({ price: 6200 });
    const below = await bike({ price: 5900 });
    const far = await bike({ price: 12000 });
    const sold = await bike({ price: 6000, status: "sold" });
    const lapsed = await bike({ price: 6000, packageExpiry: new Date(Date.now() - 60_000) });
    const otherType = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6000, zip: "90210" });

    const ids = await similarIds(subject.id);
    expect(ids.slice(0, 3)).toEqual([below.id, above.id, far.id]);
    for (const absent of [subject.id, sold.id, lapsed.id, otherType.id]) expect(ids).not.toContain(absent);

    const html = await requestApp({ url: `/vehicles/${subject.id}`, document: true });
    expect(html.text).toContain("Similar vehicles for sale");
    // For a listing on sale, the similar ones follow it.
    expect(html.text.indexOf('data-testid="similar-listings"')).toBeGreaterThan(html.text.indexOf('data-testid="detail-price"'));
  });

  it("shows them before a sold listing's own details, so its URL keeps serving buyers", async () => {
    const sold = await bike({ price: 31000, status: "sold", model: "Sportsman 850" });
    const onSale = await bike({ price: 30500, model: "Sportsman 850" });
    const html = await requestApp({ url: `/vehicles/${sold.id}`, document: true });
    expect(html.status).toBe(200);
    expect(html.text).toContain("This vehicle has been sold.");
    const similarAt = html.text.indexOf('data-testid="similar-listings"');
    expect(similarAt).toBeGreaterThan(-1);
    expect(similarAt).toBeLessThan(html.text.indexOf('data-testid="detail-price"'));
    expect(html.text).toContain(`/vehicles/${onSale.id}`);
  });

  it("fills from the same type, its make first, when the model has too few on sale", async () => {
    const subject = await bike({ price: 50000, model: "Sportsman 850" });
    const otherMake = await createListing(prisma, { type: "atv", make: "Can-Am", model: "Outlander 570", year: 2020, price: 50100, zip: "90210" });
    const sameMake = await bike({ price: 52000, model: "Sportsman 570" });
    const ids = await similarIds(subject.id);
    expect(ids).toHaveLength(4);
    expect(ids).toContain(sameMake.id);
    // Nearer in price, but another make: it comes after every listing of the subject's make.
    const otherAt = ids.indexOf(otherMake.id);
    expect(otherAt === -1 || otherAt > ids.indexOf(sameMake.id)).toBe(true);
  });
});
