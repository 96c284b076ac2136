import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { COOKIE_IDS_KEPT, RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_SHOWN, parseViewedIds, withViewed } from "./recently-viewed";
import { clearRecentlyViewed, mergeCookieViews, recentlyViewedCards, recordView } from "./recently-viewed.server";

const bike = (f: Partial<Parameters<typeof createListing>[1]> = {}) =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7000, zip: "90210", ...f });

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));
const shownIds = async (viewer: Parameters<typeof recentlyViewedCards>[0]) => (await recentlyViewedCards(viewer)).map((v) => v.id);
const storedIds = async (userId: number) =>
  (await prisma.recentlyViewedVehicle.findMany({ where: { userId }, orderBy: { viewedAt: "desc" } })).map((r) => r.vehicleId);

describe("the cookie's ids", () => {
  it("reads only plain positive ids, once each, newest first, at most the cap", () => {
    expect(parseViewedIds("12.7.12.x.-3.0.7.99999999999.31")).toEqual([12, 7, 31]);
    expect(parseViewedIds("")).toEqual([]);
    expect(parseViewedIds(null)).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => i + 1).join(".");
    expect(parseViewedIds(many)).toEqual(Array.from({ length: COOKIE_IDS_KEPT }, (_, i) => i + 1));
  });

  it("moves a viewed id to the front without repeating it and keeps the cap", () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withViewed([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
    const full = Array.from({ length: COOKIE_IDS_KEPT }, (_, i) => i + 1);
    expect(withViewed(full, 100)).toEqual([100, ...full.slice(0, COOKIE_IDS_KEPT - 1)]);
  });
});

describe("recording views on the account", () => {
  it("keeps one row per vehicle, the newest view first", async () => {
    const user = await createUser(prisma);
    const [a, b] = [await bike(), await bike()];
    await recordView({ userId: user.id }, a.id, at(1));
    await recordView({ userId: user.id }, b.id, at(2));
    await recordView({ userId: user.id }, a.id, at(3));
    expect(await storedIds(user.id)).toEqual([a.id, b.id]);
    expect(await shownIds({ userId: user.id })).toEqual([a.id, b.id]);
  });

  it("prunes all but the newest views in the write that adds one, and shows only the newest few", async () => {
    const user = await createUser(prisma);
    const ids: number[] = [];
    for (let i = 0; i < RECENTLY_VIEWED_KEPT + 2; i++) {
      const v = await bike();
      ids.push(v.id);
      await recordView({ userId: user.id }, v.id, at(i));
    }
    const newestFirst = [...ids].reverse();
    expect(await storedIds(user.id)).toEqual(newestFirst.slice(0, RECENTLY_VIEWED_KEPT));
    expect(await shownIds({ userId: user.id })).toEqual(newestFirst.slice(0, RECENTLY_VIEWED_SHOWN));
  });

  it("records nothing for a listing off the market or a vehicle that does not exist", async () => {
    const user = await createUser(prisma);
    const sold = await bike({ status: "sold" });
    const lapsed = await bike({ packageExpiry: new Date(Date.now() - 60_000) });
    await recordView({ userId: user.id }, sold.id);
    await recordView({ userId: user.id }, lapsed.id);
    await recordView({ userId: user.id }, 2_000_000_000);
    expect(await storedIds(user.id)).toEqual([]);
  });

  it("shows only listings still on the market, and clears", async () => {
    const user = await createUser(prisma);
    const [a, b, c] = [await bike(), await bike(), await bike({ status: "pending" })];
    for (const [i, v] of [a, b, c].entries()) await recordView({ userId: user.id }, v.id, at(i));
    await prisma.listing.update({ where: { vehicleId: b.id }, data: { status: "sold" } });
    expect(await shownIds({ userId: user.id })).toEqual([c.id, a.id]);
    await clearRecentlyViewed(user.id);
    expect(await shownIds({ userId: user.id })).toEqual([]);
  });

  it("leaves out the viewer's own listings", async () => {
    const seller = await createUser(prisma);
    const own = await bike({ userId: seller.id });
    await recordView({ userId: seller.id }, own.id);
    expect(await storedIds(seller.id)).toEqual([]);
  });

  it("takes many views at once without an error, and keeps the cap", async () => {
    const user = await createUser(prisma);
    const vehicles = [];
    for (let i = 0; i < RECENTLY_VIEWED_KEPT + 5; i++) vehicles.push(await bike());
    // Each vehicle twice, all at once: as from several tabs.
    const views = [...vehicles, ...vehicles].map((v, i) => recordView({ userId: user.id }, v.id, at(i % vehicles.length)));
    await Promise.all(views);
    const stored = await storedIds(user.id);
    expect(stored).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(new Set(stored).size).toBe(RECENTLY_VIEWED_KEPT);
  });

  it("keeps each user's views apart", async () => {
    const [ann, bob] = [await createUser(prisma), await createUser(prisma)];
    const v = await bike();
    await recordView({ userId: ann.id }, v.id);
    expect(await shownIds({ userId: bob.id })).toEqual([]);
  });
});

describe("a signed-out visitor's views", () => {
  it("come back as the cookie's new ids, stored nowhere", async () => {
    const [a, b] = [await bike(), await bike()];
    const before = await prisma.recentlyViewedVehicle.count();
    expect(await recordView({ cookieIds: [a.id] }, b.id)).toEqual({ cookieIds: [b.id, a.id] });
    // Already the newest: the cookie stays as it is.
    expect(await recordView({ cookieIds: [b.id, a.id] }, b.id)).toEqual({ cookieIds: null });
    expect(await recordView({ cookieIds: [a.id] }, (await bike({ status: "sold" })).id)).toEqual({ cookieIds: null });
    expect(await prisma.recentlyViewedVehicle.count()).toBe(before);
  });

  it("are shown in the cookie's order, without what left the market or never existed", async () => {
    const [a, b, gone] = [await bike(), await bike(), await bike()];
    await prisma.listing.update({ where: { vehicleId: gone.id }, data: { status: "expired" } });
    expect(await shownIds({ cookieIds: [b.id, 2_000_000_000, gone.id, a.id] })).toEqual([b.id, a.id]);
  });

  it("join the account at sign-in as its newest, in order, without repeating one", async () => {
    const user = await createUser(prisma);
    const [old, both, fresh, sold] = [await bike(), await bike(), await bike(), await bike({ status: "sold" })];
    await recordView({ userId: user.id }, old.id, at(1));
    await recordView({ userId: user.id }, both.id, at(2));
    await mergeCookieViews(user.id, [fresh.id, sold.id, both.id], at(10));
    expect(await storedIds(user.id)).toEqual([fresh.id, both.id, old.id]);
  });
});
