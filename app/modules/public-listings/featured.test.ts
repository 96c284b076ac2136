import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../../../tests/support/fixtures";
import { FEATURED_TURN_MS, featuredTurn, getFeaturedVehicles } from "./featured.server";

const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12));
const bike = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7000, zip: "90210" } as const;

describe("featuredTurn", () => {
  it("walks through every featured listing, the same number of times each, and wraps around", () => {
    const shown = new Map<number, number>();
    // 10 featured listings, 4 a turn: a cycle of 5 turns shows each exactly twice.
    for (let turn = 0; turn < 5; turn++) {
      const { offset, take } = featuredTurn(10, 4, turn * FEATURED_TURN_MS);
      for (let i = 0; i < take; i++) shown.set((offset + i) % 10, (shown.get((offset + i) % 10) ?? 0) + 1);
    }
    expect([...shown.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(shown.values())).toEqual(new Set([2]));
    expect(featuredTurn(3, 4, 0)).toEqual({ offset: 0, take: 3 });
    expect(featuredTurn(0, 4, 0)).toEqual({ offset: 0, take: 0 });
  });
});

describe("getFeaturedVehicles", () => {
  it("fills the section in the default order while fewer than four listings are featured", async () => {
    const pro = await createListing(prisma, { ...bike, createdAt: day(3) });
    const elite = await createListing(prisma, { ...bike, package: "elite", createdAt: day(1) });
    const featured = await createListing(prisma, { ...bike, package: "showstopper", createdAt: day(2) });
    await createListing(prisma, { ...bike, package: "showstopper", status: "sold", createdAt: day(4) });
    const olderPro = await createListing(prisma, { ...bike, createdAt: day(0) });
    const ids = (await getFeaturedVehicles()).map((v) => v.id);
    expect(ids).toEqual([featured.id, elite.id, pro.id, olderPro.id]);
  });

  it("lets every featured listing on sale take its turn, and only those, once there are more than four", async () => {
    await prisma.listing.updateMany({ where: { featured: true }, data: { status: "sold" } });
    const featured = [];
    for (let i = 0; i < 6; i++) featured.push((await createListing(prisma, { ...bike, package: "showstopper", createdAt: day(10 + i) })).id);
    const seen = new Map<number, number>();
    // Six featured listings, four a turn: three turns show each of them twice.
    for (let turn = 0; turn < 3; turn++) {
      const ids = (await getFeaturedVehicles(4, turn * FEATURED_TURN_MS)).map((v) => v.id);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([...featured].sort((a, b) => a - b));
    expect(new Set(seen.values())).toEqual(new Set([2]));
  });

  it("leaves out a featured listing past its expiry before the expiry run has moved it", async () => {
    await prisma.listing.updateMany({ where: { featured: true }, data: { status: "sold" } });
    const live = await createListing(prisma, { ...bike, package: "showstopper", createdAt: day(20) });
    const lapsed = await createListing(prisma, { ...bike, package: "showstopper", createdAt: day(21), packageExpiry: new Date(Date.now() - 60_000) });
    const lapsedPro = await createListing(prisma, { ...bike, createdAt: day(22), packageExpiry: new Date(Date.now() - 60_000) });
    const ids = (await getFeaturedVehicles()).map((v) => v.id);
    expect(ids[0]).toBe(live.id);
    expect(ids).not.toContain(lapsed.id);
    expect(ids).not.toContain(lapsedPro.id);
  });
});
