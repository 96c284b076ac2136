// View counting through the production pipeline: real requests for the vehicle page, real Postgres.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { addressHash, countCachedPageView, countListingView, recordListingView, VIEW_LIMITS, viewDay, viewWritesSettled, visitorHash } from "./listing-views.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

const bike = (userId: number) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId });

async function visit(vehicleId: number, { userAgent, address = "203.0.113.7", cookie }: { userAgent?: string; address?: string; cookie?: string }) {
  const page = await requestApp({ url: `/vehicles/${vehicleId}`, address, cookie, headers: userAgent === undefined ? { "User-Agent": "" } : { "User-Agent": userAgent } });
  expect(page.status).toBe(200);
}

async function viewsOf(listingId: number) {
  await viewWritesSettled();
  return prisma.listingView.findMany({ where: { listingId }, orderBy: { day: "asc" } });
}

afterEach(() => vi.restoreAllMocks());

describe("counting views of a listing's page", () => {
  it("counts each visitor once a day: by account when signed in, else by address and browser", async () => {
    const seller = await createUser(prisma);
    const buyer = await createUser(prisma);
    const v = await bike(seller.id);
    const buyerCookie = await sessionCookieFor(buyer.id);

    await visit(v.id, { userAgent: CHROME });
    await visit(v.id, { userAgent: CHROME });
    expect(await viewsOf(v.listing!.id)).toHaveLength(1);

    await visit(v.id, { userAgent: CHROME, address: "198.51.100.20" });
    await visit(v.id, { userAgent: FIREFOX });
    // The same account from two addresses and two browsers is one visitor.
    await visit(v.id, { userAgent: CHROME, cookie: buyerCookie });
    await visit(v.id, { userAgent: FIREFOX, address: "198.51.100.99", cookie: buyerCookie });

    const views = await viewsOf(v.listing!.id);
    expect(views).toHaveLength(4);
    expect(views.every((view) => viewDay(view.day) === viewDay(new Date()))).toBe(true);
  });

  it("leaves out crawlers, headless browsers, requests without a User-Agent, prefetches, and the owner", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);

    await visit(v.id, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(v.id, { userAgent: CHROME.replace("Chrome/", "HeadlessChrome/") });
    await visit(v.id, { userAgent: "curl/8.5.0" });
    await visit(v.id, {});
    await visit(v.id, { userAgent: CHROME, cookie: await sessionCookieFor(seller.id) });
    // A prefetch may never be looked at.
    await requestApp({ url: `/vehicles/${v.id}`, address: "203.0.113.8", headers: { "User-Agent": FIREFOX, "Sec-Purpose": "prefetch" } });
    countCachedPageView(`/vehicles/${v.id}`, { userAgent: FIREFOX, address: "203.0.113.9", purpose: "prefetch;prerender" });
    expect(await viewsOf(v.listing!.id)).toHaveLength(0);

    // A person after them is counted, so the page was counting all along.
    await visit(v.id, { userAgent: CHROME });
    expect(await viewsOf(v.listing!.id)).toHaveLength(1);
  });

  it("counts the same visitor again on another day, under a hash that links neither the days nor the listings", async () => {
    const seller = await createUser(prisma);
    const [a, b] = [await bike(seller.id), await bike(seller.id)];
    const browser = { userAgent: CHROME, address: "203.0.113.7" };
    const view = { vehicleId: a.id, ownerId: seller.id, viewerId: null };
    const monday = new Date("2026-11-23T23:59:00Z");
    const tuesday = new Date("2026-11-24T00:01:00Z");

    expect(await recordListingView(browser, view, monday)).toBe(true);
    expect(await recordListingView(browser, view, monday)).toBe(true);
    expect(await recordListingView(browser, view, tuesday)).toBe(true);
    expect(await recordListingView(browser, { ...view, vehicleId: b.id }, tuesday)).toBe(true);

    const rows = await viewsOf(a.listing!.id);
    expect(rows.map((r) => viewDay(r.day))).toEqual(["2026-11-23", "2026-11-24"]);
    expect(Buffer.from(rows[0]!.visitorHash).equals(Buffer.from(rows[1]!.visitorHash))).toBe(false);
    const [other] = await viewsOf(b.listing!.id);
    expect(Buffer.from(other!.visitorHash).equals(Buffer.from(rows[1]!.visitorHash))).toBe(false);
    // What is stored is 16 bytes of keyed hash, never the address or the browser.
    expect(rows[0]!.visitorHash).toHaveLength(16);
    expect(Buffer.from(rows[0]!.visitorHash).equals(Buffer.from(visitorHash(browser, null, a.id, "2026-11-23")))).toBe(true);
    expect(Buffer.from(rows[0]!.visitorHash).toString("latin1")).not.toContain("203.0.113");
  });

  it("counts a vehicle page or its data answered by the page cache, from people only", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    countCachedPageView(`/vehicles/${v.id}`, { userAgent: CHROME, address: "203.0.113.1" });
    countCachedPageView(`/vehicles/${v.id}.data`, { userAgent: CHROME, address: "203.0.113.2" });
    countCachedPageView(`/vehicles/${v.id}`, { userAgent: CHROME, address: "203.0.113.2" });
    countCachedPageView(`/vehicles/${v.id}`, { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", address: "203.0.113.3" });
    countCachedPageView(`/vehicles/${v.id}/contact`, { userAgent: CHROME, address: "203.0.113.4" });
    countCachedPageView("/vehicles/2000000000", { userAgent: CHROME, address: "203.0.113.5" });
    countCachedPageView("/buy", { userAgent: CHROME, address: "203.0.113.6" });
    expect(await viewsOf(v.listing!.id)).toHaveLength(2);
    // The same visitor through the loader is the same view.
    await visit(v.id, { userAgent: CHROME, address: "203.0.113.1" });
    expect(await viewsOf(v.listing!.id)).toHaveLength(2);
  });

  it("deletes a listing's views with the listing", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    await visit(v.id, { userAgent: CHROME });
    expect(await viewsOf(v.listing!.id)).toHaveLength(1);
    await prisma.vehicle.delete({ where: { id: v.id } });
    expect(await prisma.listingView.count({ where: { listingId: v.listing!.id } })).toBe(0);
  });

  it("writes the views of many pages in one batch, dropping a view of a listing deleted meanwhile", async () => {
    const seller = await createUser(prisma);
    const [kept, gone] = [await bike(seller.id), await bike(seller.id)];
    const page = (vehicleId: number, n: number) => new Request(`http://localhost/vehicles/${vehicleId}`, { headers: { "User-Agent": CHROME, "x-client-address": `203.0.113.${n}` } });
    countListingView(page(kept.id, 1), { vehicleId: kept.id, ownerId: seller.id, viewerId: null });
    countListingView(page(gone.id, 1), { vehicleId: gone.id, ownerId: seller.id, viewerId: null });
    countListingView(page(kept.id, 2), { vehicleId: kept.id, ownerId: seller.id, viewerId: null });
    countListingView(page(kept.id, 2), { vehicleId: kept.id, ownerId: seller.id, viewerId: null });
    await prisma.vehicle.delete({ where: { id: gone.id } });
    const logged = vi.spyOn(console, "error");
    expect(await viewsOf(kept.listing!.id)).toHaveLength(2);
    expect(await prisma.listingView.count({ where: { listingId: gone.listing!.id } })).toBe(0);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("views from one address", () => {
  it("counts an IPv6 client per /64, as the other per-address limits do", () => {
    const day = viewDay(new Date("2026-11-27T12:00:00Z"));
    const hex = (address: string) => Buffer.from(addressHash(address, 7, day)).toString("hex");
    expect(hex("2001:db8:1:2::1")).toBe(hex("2001:db8:1:2:ffff::9"));
    expect(hex("2001:db8:1:3::1")).not.toBe(hex("2001:db8:1:2::1"));
  });


  const CAP = VIEW_LIMITS.perAddressPerListingPerDay;
  const browsers = (n: number) => Array.from({ length: n }, (_, i) => CHROME.replace("Chrome/140.0.0.0", `Chrome/140.0.${i}.0`));

  it(`count at most ${CAP} per listing a day whatever the User-Agent: 30 parallel page requests with 30 browsers`, async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    await Promise.all(browsers(30).map((userAgent) => visit(v.id, { userAgent, address: "192.0.2.50" })));
    expect(await viewsOf(v.listing!.id)).toHaveLength(CAP);
    // Another address still counts, and so does the same address on another listing.
    await visit(v.id, { userAgent: CHROME, address: "192.0.2.51" });
    expect(await viewsOf(v.listing!.id)).toHaveLength(CAP + 1);
    const other = await bike(seller.id);
    await visit(other.id, { userAgent: FIREFOX, address: "192.0.2.50" });
    expect(await viewsOf(other.listing!.id)).toHaveLength(1);
  });

  it("are capped when written by concurrent writers (as two server processes would), signed-in visitors included", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    const address = "192.0.2.60";
    const view = { vehicleId: v.id, ownerId: seller.id, viewerId: null };
    const accounts = await Promise.all([1, 2, 3].map(() => createUser(prisma)));
    await Promise.all([
      ...browsers(30).map((userAgent) => recordListingView({ address, userAgent }, view)),
      ...accounts.map((a) => recordListingView({ address, userAgent: CHROME }, { ...view, viewerId: a.id })),
    ]);
    expect(await viewsOf(v.listing!.id)).toHaveLength(CAP);
  });

  it("keep their places for new visitors: a visitor seen already does not take one again", async () => {
    const seller = await createUser(prisma);
    const v = await bike(seller.id);
    const [first, second, third, fourth] = browsers(4).map((userAgent) => ({ address: "192.0.2.70", userAgent }));
    const view = { vehicleId: v.id, ownerId: seller.id, viewerId: null };
    await recordListingView(first!, view);
    await Promise.all([first, first, first].map((b) => recordListingView(b!, view)));
    await recordListingView(second!, view);
    await recordListingView(third!, view);
    await recordListingView(fourth!, view);
    const rows = await viewsOf(v.listing!.id);
    expect(rows.map((r) => Buffer.from(r.visitorHash).toString("hex")).sort()).toEqual(
      [first!, second!, third!].map((b) => Buffer.from(visitorHash(b, null, v.id, viewDay(new Date()))).toString("hex")).sort(),
    );
    expect(rows.every((r) => r.addressHash?.length === 16)).toBe(true);
  });
});
