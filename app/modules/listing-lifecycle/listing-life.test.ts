// A listing's life against the real Postgres, through the production request pipeline: expiry
// (the scheduled run, search, the expired page with similar listings), sale pending, and the
// status moves of the account page and PATCH /api/listings/:id.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser, type ListingFixture } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { expireListings } from "./expiry.server";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS);

const listing = (f: Partial<ListingFixture> = {}) =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", ...f });

async function searchIds(query: string): Promise<number[]> {
  const answer = await requestApp({ url: `/api/vehicles/search?${query}&limit=100` });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { vehicles: { id: number }[] }).vehicles.map((v) => v.id);
}

const statusOf = async (listingId: number) => (await prisma.listing.findUniqueOrThrow({ where: { id: listingId } })).status;

async function patch(listingId: number | string, body: unknown, cookie?: string) {
  const answer = await requestApp({ url: `/api/listings/${listingId}`, method: "PATCH", json: body, cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

describe("expiry", () => {
  it("moves listings past their expiry to expired in batches, out of search (sold included too), with the kept counts right", async () => {
    const past = await Promise.all([1, 2, 3, 4, 5].map((d) => listing({ model: "CRF250R", packageExpiry: ago(d) })));
    const pendingPast = await listing({ model: "CRF250R", status: "pending", packageExpiry: ago(1) });
    const live = await listing({ model: "CRF250R", packageExpiry: ahead(3) });
    const sold = await listing({ model: "CRF250R", status: "sold", packageExpiry: ago(2) });
    const counts = () => prisma.listingCount.findMany({ where: { vehicleTypeId: live.vehicleTypeId } }).then((rows) => Object.fromEntries(rows.map((r) => [r.status, Number(r.count)])));
    const before = await counts();
    const activatedBefore = (await prisma.listing.findUniqueOrThrow({ where: { id: past[0]!.listing!.id } })).activatedAt;

    expect(await expireListings({ batch: 2 })).toBe(6);
    for (const v of [...past, pendingPast]) expect(await statusOf(v.listing!.id)).toBe("expired");
    expect(await statusOf(live.listing!.id)).toBe("active");
    expect(await statusOf(sold.listing!.id)).toBe("sold");
    expect(await expireListings({ batch: 2 })).toBe(0);

    const after = await counts();
    expect(after.expired ?? 0).toBe((before.expired ?? 0) + 6);
    expect(after.active).toBe(before.active! - 5);
    expect(after.pending).toBe(before.pending! - 1);
    const row = await prisma.listing.findUniqueOrThrow({ where: { id: past[0]!.listing!.id } });
    expect(row.activatedAt).toEqual(activatedBefore);
    expect(row.dealRating).toBeNull();

    const ids = await searchIds("type=dirtbike&make=Honda&model=CRF250R");
    expect(ids).toContain(live.id);
    expect(ids.some((id) => past.some((v) => v.id === id) || id === pendingPast.id)).toBe(false);
    const withSold = await searchIds("type=dirtbike&make=Honda&model=CRF250R&includeSoldListings=true");
    expect(withSold).toEqual(expect.arrayContaining([live.id, sold.id]));
    expect(withSold.some((id) => past.some((v) => v.id === id))).toBe(false);
  });

  it("answers an expired listing's page with 200, the expired notice and similar active listings, before the run gets to it", async () => {
    const expired = await listing({ make: "Yamaha", model: "YZ450F", price: 9000, packageExpiry: ago(1) });
    const sameModelNear = await listing({ make: "Yamaha", model: "YZ450F", price: 9100 });
    const sameModelFar = await listing({ make: "Yamaha", model: "YZ450F", price: 4000 });
    const sameMakeOtherModel = await listing({ make: "Yamaha", model: "YZ250F", price: 9050 });
    const soldTwin = await listing({ make: "Yamaha", model: "YZ450F", price: 9000, status: "sold" });
    const expiredTwin = await listing({ make: "Yamaha", model: "YZ450F", price: 9000, packageExpiry: ago(2) });
    const boat = await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2020, price: 9000, zip: "90210" });

    expect(await statusOf(expired.listing!.id)).toBe("active"); // the run has not moved it yet
    const data = await requestApp({ url: `/vehicles/${expired.id}` });
    expect(data.status).toBe(200);
    const page = JSON.parse(data.text) as { vehicle: { status: string }; similar: { id: number; status: string }[] };
    expect(page.vehicle.status).toBe("expired");
    const similar = page.similar.map((v) => v.id);
    expect(similar.slice(0, 2)).toEqual([sameModelNear.id, sameModelFar.id]);
    expect(similar).toContain(sameMakeOtherModel.id);
    expect(similar).not.toContain(soldTwin.id);
    expect(similar).not.toContain(expiredTwin.id);
    expect(similar).not.toContain(expired.id);
    expect(similar).not.toContain(boat.id);
    expect(page.similar.every((v) => v.status === "active")).toBe(true);

    const html = await requestApp({ url: `/vehicles/${expired.id}`, document: true });
    expect(html.status).toBe(200);
    expect(html.text).toContain("This listing has expired");
    expect(html.text).toContain('data-testid="similar-listings"');
    expect(html.text).not.toContain("/renew"); // only the owner is offered a renewal

    const owner = await requestApp({ url: `/vehicles/${expired.id}`, document: true, cookie: await sessionCookieFor(expired.userId) });
    expect(owner.text).toContain(`/vehicles/${expired.id}/renew`);

    const api = await requestApp({ url: `/api/vehicles/${expired.id}` });
    expect(JSON.parse(api.text)).toMatchObject({ status: "expired", daysOnMarket: null });
  });

  it("keeps an expired listing in the seller's My Listings with an Expired badge, and refuses new conversations about it", async () => {
    const seller = await createUser(prisma);
    const v = await listing({ userId: seller.id, packageExpiry: ago(1) });
    const cookie = await sessionCookieFor(seller.id);
    const tab = await requestApp({ url: "/account/listings", cookie });
    const mine = (JSON.parse(tab.text) as { active: { vehicleId: number; status: string }[] }).active;
    expect(mine).toEqual([expect.objectContaining({ vehicleId: v.id, status: "expired" })]);
    const html = await requestApp({ url: "/account/listings", cookie, document: true });
    expect(html.text).toContain(">Expired</");
    expect(html.text).toContain(`/vehicles/${v.id}/renew`);

    const api = await requestApp({ url: `/api/users/${seller.id}/vehicles/active`, cookie });
    expect(JSON.parse(api.text)).toEqual([expect.objectContaining({ vehicleId: v.id, status: "expired" })]);

    const buyer = await createUser(prisma);
    const message = await requestApp({
      url: `/api/vehicles/${v.id}/messages`,
      method: "POST",
      json: { message: "Is this still available?" },
      cookie: await sessionCookieFor(buyer.id),
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(message.status).toBe(409);
  });
});

describe("sale pending", () => {
  it("a seller marks a listing pending and back from My Listings (plain forms); it stays in search with its badge", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await listing({ userId: seller.id, make: "KTM", model: "450 SX-F" });
    const post = (intent: string) => requestApp({ url: "/account/listings", cookie, form: { intent, listingId: String(v.listing!.id) } });

    const marked = await post("mark-pending");
    expect(marked).toMatchObject({ status: 302, location: "/account/listings" });
    expect(await statusOf(v.listing!.id)).toBe("pending");

    const search = await requestApp({ url: "/api/vehicles/search?type=dirtbike&make=KTM&limit=100" });
    const found = (JSON.parse(search.text) as { vehicles: { id: number; status: string }[] }).vehicles.find((x) => x.id === v.id);
    expect(found).toMatchObject({ status: "pending" });
    const buy = await requestApp({ url: "/buy?type=dirtbike&make=KTM", document: true });
    expect(buy.text).toContain('data-testid="pending-mark"');
    const page = await requestApp({ url: `/vehicles/${v.id}`, document: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="pending-banner"');
    expect(page.text).toContain("Sale pending");
    const account = await requestApp({ url: "/account/listings", cookie, document: true });
    expect(account.text).toContain("Back to Available");

    expect(await post("end-pending")).toMatchObject({ status: 302 });
    expect(await statusOf(v.listing!.id)).toBe("active");

    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    const refused = await requestApp({ url: "/account/listings", cookie: intruder, form: { intent: "mark-pending", listingId: String(v.listing!.id) } });
    expect(refused.status).toBe(403);
    expect(await statusOf(v.listing!.id)).toBe("active");
  });
});

describe("PATCH /api/listings/:id", () => {
  it("moves the owner's listing active → pending → active → sold → active, repeats are no-ops, and refuses moves that need a renewal", async () => {
    const seller = await createUser(prisma);
    const cookie = await sessionCookieFor(seller.id);
    const v = await listing({ userId: seller.id });
    const id = v.listing!.id;

    expect(await patch(id, { status: "pending" }, cookie)).toEqual({ status: 200, body: { id, status: "pending" } });
    expect(await patch(id, { status: "pending" }, cookie)).toMatchObject({ status: 200 });
    expect(await patch(id, { status: "active" }, cookie)).toEqual({ status: 200, body: { id, status: "active" } });
    expect(await patch(id, { status: "sold" }, cookie)).toEqual({ status: 200, body: { id, status: "sold" } });
    expect((await patch(id, { status: "pending" }, cookie)).status).toBe(409);
    expect(await patch(id, { status: "active" }, cookie)).toMatchObject({ status: 200 });

    const expired = await listing({ userId: seller.id, packageExpiry: ago(1) });
    const eid = expired.listing!.id;
    expect((await patch(eid, { status: "active" }, cookie)).status).toBe(409);
    expect((await patch(eid, { status: "pending" }, cookie)).status).toBe(409);
    await expireListings();
    expect((await patch(eid, { status: "active" }, cookie)).body).toMatchObject({ error: expect.stringMatching(/renewal/) });
    expect(await statusOf(eid)).toBe("expired");
    // A vehicle sold after its listing expired can still be marked sold; relisting it then needs a renewal.
    expect(await patch(eid, { status: "sold" }, cookie)).toMatchObject({ status: 200 });
    expect((await patch(eid, { status: "active" }, cookie)).status).toBe(409);
    // The older PUT shares the rules.
    const put = await requestApp({ url: `/api/listings/${eid}/status`, method: "PUT", json: { status: "active" }, cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(put.status).toBe(409);
  });

  it("answers 401 signed out, 403 for another user's listing, 404 for none, 400 with the field for another value, and changes nothing", async () => {
    const v = await listing();
    const id = v.listing!.id;
    const intruder = await sessionCookieFor((await createUser(prisma)).id);
    expect((await patch(id, { status: "sold" })).status).toBe(401);
    expect(await patch(id, { status: "sold" }, intruder)).toEqual({ status: 403, body: { error: "Forbidden" } });
    expect((await patch(99_999_999, { status: "sold" }, intruder)).status).toBe(404);
    expect((await patch("abc", { status: "sold" }, intruder)).status).toBe(404);
    const owner = await sessionCookieFor(v.userId);
    for (const status of ["expired", "deleted", "", 3, null]) {
      expect(await patch(id, { status }, owner)).toEqual({ status: 400, body: { error: "Status must be 'active', 'pending' or 'sold'", field: "status" } });
    }
    expect((await patch(id, "not an object", owner)).status).toBe(400);
    expect(await statusOf(id)).toBe("active");
  });
});
