import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { recordListingView } from "~/modules/public-listings/listing-views.server";
import { ownListingStats, sellerDashboard } from "./listing-stats.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";

const DAY = 86_400_000;
const NOW = new Date("2026-11-25T15:00:00Z");
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const visitor = (n: number) => ({ userAgent: CHROME, address: `203.0.113.${n}` });

describe("a listing's stats", () => {
  it("gives views per day zero-filled over 30 days, totals, saves, conversations, days on market and until expiry, and completeness", async () => {
    const seller = await createUser(prisma);
    const createdAt = new Date(NOW.getTime() - 40 * DAY);
    const v = await createListing(prisma, {
      type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 1000, zip: "90210", userId: seller.id, createdAt,
      images: ["/a.jpg", "/b.jpg"], mileage: null, packageExpiry: new Date(createdAt.getTime() + 90 * DAY),
    });
    const listingId = v.listing!.id;
    const view = { vehicleId: v.id, ownerId: seller.id, viewerId: null };
    // Today twice (two visitors), 3 days ago, 10 days ago, and 35 days ago (outside the chart).
    for (const [n, daysAgo] of [[1, 0], [2, 0], [1, 3], [1, 10], [1, 35]] as const) {
      await recordListingView(visitor(n), view, new Date(NOW.getTime() - daysAgo * DAY));
    }
    const [b1, b2] = [await createUser(prisma), await createUser(prisma)];
    await saveVehicle(b1.id, v.id);
    await saveVehicle(b2.id, v.id);
    await prisma.conversation.create({ data: { vehicleId: v.id, listingTitle: "2021 Honda CRF450R", sellerId: seller.id, buyerId: b1.id } });

    const outcome = await ownListingStats(seller.id, listingId, NOW);
    if (!outcome.ok) throw new Error(`refused with ${outcome.status}`);
    const { stats } = outcome;
    expect(stats.views.perDay).toHaveLength(30);
    expect(stats.views.perDay[0]).toEqual({ day: "2026-10-27", views: 0 });
    expect(stats.views.perDay.at(-1)).toEqual({ day: "2026-11-25", views: 2 });
    expect(stats.views.perDay.filter((d) => d.views > 0)).toEqual([
      { day: "2026-11-15", views: 1 },
      { day: "2026-11-22", views: 1 },
      { day: "2026-11-25", views: 2 },
    ]);
    expect(stats.views).toMatchObject({ total: 5, last7Days: 3, last30Days: 4 });
    expect(stats).toMatchObject({
      listingId,
      vehicleId: v.id,
      title: "2021 Honda CRF450R",
      status: "active",
      saves: 2,
      conversations: 1,
      daysOnMarket: 40,
      daysUntilExpiry: 50,
      packageExpiry: new Date(createdAt.getTime() + 90 * DAY).toISOString(),
    });
    // Two photos and a short description, no mileage; a dirt bike has no VIN rule.
    expect(stats.completeness.hints.map((h) => h.id)).toEqual(["photos", "description", "mileage"]);
    expect(stats.completeness.score).toBe(Math.round((15 / 80) * 100));
    // Far below the model year's typical retail value (decision 16).
    expect(stats.dealRating).toBe("great");
  });

  it("asks a boat's seller for the HIN until the vehicle has one", async () => {
    const seller = await createUser(prisma);
    const v = await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2021, price: 30000, zip: "90210", userId: seller.id });
    const hints = async () => {
      const outcome = await ownListingStats(seller.id, v.listing!.id, NOW);
      if (!outcome.ok) throw new Error(`refused with ${outcome.status}`);
      return outcome.stats.completeness;
    };
    const before = await hints();
    expect(before.hints.map((h) => h.text)).toContain("Add the HIN");
    await prisma.vehicle.update({ where: { id: v.id }, data: { identifier: "SERV3817H405" } });
    const after = await hints();
    expect(after.hints.map((h) => h.id)).not.toContain("identifier");
    expect(after.score - before.score).toBe(20);
  });

  it("refuses another user's listing with 403 and an unknown one with 404", async () => {
    const owner = await createUser(prisma);
    const other = await createUser(prisma);
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: owner.id });
    expect(await ownListingStats(other.id, v.listing!.id)).toEqual({ ok: false, status: 403 });
    expect(await ownListingStats(owner.id, 2_000_000_000)).toEqual({ ok: false, status: 404 });
  });

  it("lists every listing of the seller on the dashboard with views over 30 days, newest first", async () => {
    const seller = await createUser(prisma);
    const older = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 9000, zip: "90210", userId: seller.id, status: "sold", createdAt: new Date(NOW.getTime() - 100 * DAY), packageExpiry: new Date(NOW.getTime() - 10 * DAY) });
    const newer = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2022, price: 11000, zip: "90210", userId: seller.id, createdAt: new Date(NOW.getTime() - DAY), packageExpiry: new Date(NOW.getTime() + 89 * DAY) });
    await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2022, price: 11000, zip: "90210" });
    const view = { vehicleId: newer.id, ownerId: seller.id, viewerId: null };
    await recordListingView(visitor(1), view, NOW);
    await recordListingView(visitor(2), view, NOW);
    await recordListingView(visitor(3), view, new Date(NOW.getTime() - 31 * DAY));
    await saveVehicle((await createUser(prisma)).id, older.id);

    const rows = await sellerDashboard(seller.id, NOW);
    expect(rows.map((r) => [r.listingId, r.title, r.status, r.views30Days, r.saves, r.conversations, r.daysOnMarket, r.daysUntilExpiry])).toEqual([
      // Pro runs 90 days: the newer one has 89 left, the older one expired 10 days ago.
      [newer.listing!.id, "2022 Honda CRF450R", "active", 2, 0, 0, 1, 89],
      [older.listing!.id, "2020 Honda CRF450R", "sold", 0, 1, 0, null, -10],
    ]);
    expect(await sellerDashboard((await createUser(prisma)).id, NOW)).toEqual([]);
  });
});
