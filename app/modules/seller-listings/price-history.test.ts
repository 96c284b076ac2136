// Price changes are recorded by triggers on listings, in the transaction that changes the price.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../../../tests/support/fixtures";
import { getPriceHistory, priceDropWrittenIn } from "./price-history.server";

const bike = (price = 7800) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price, zip: "90210" });
const changesOf = (listingId: number) => prisma.listingPriceChange.findMany({ where: { listingId }, orderBy: { id: "asc" } });
const setPrice = (listingId: number, price: string) => prisma.listing.update({ where: { id: listingId }, data: { price } });

describe("price history records", () => {
  it("records a change in the changing transaction: invisible outside it until commit, gone with a rollback", async () => {
    const v = await bike();
    const listingId = v.listing!.id;

    await expect(
      prisma.$transaction(async (tx) => {
        await tx.listing.update({ where: { id: listingId }, data: { price: "7300.00" } });
        // Written inside the transaction, not yet seen by any other connection.
        expect(await tx.listingPriceChange.count({ where: { listingId } })).toBe(1);
        expect(await prisma.listingPriceChange.count({ where: { listingId } })).toBe(0);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const after = await prisma.listing.findUniqueOrThrow({ where: { id: listingId } });
    expect(after.price.toFixed(2)).toBe("7800.00");
    expect(after.lastPriceDrop).toBeNull();
    expect(await changesOf(listingId)).toEqual([]);

    await prisma.$transaction(async (tx) => {
      await tx.listing.update({ where: { id: listingId }, data: { price: "7300.00" } });
    });
    expect(await changesOf(listingId)).toHaveLength(1);
  });

  it("keeps two changes as two rows, in order, with the time of each", async () => {
    const v = await bike();
    const listingId = v.listing!.id;
    const before = Date.now();
    await setPrice(listingId, "7300.00");
    await setPrice(listingId, "7450.00");
    const rows = await changesOf(listingId);
    expect(rows.map((r) => [r.oldPrice.toFixed(2), r.newPrice.toFixed(2)])).toEqual([
      ["7800.00", "7300.00"],
      ["7300.00", "7450.00"],
    ]);
    // Stored in UTC like every other timestamp: read back, it is now.
    for (const r of rows) expect(Math.abs(r.changedAt.getTime() - before)).toBeLessThan(60_000);
    expect(rows[0]!.changedAt.getTime()).toBeLessThanOrEqual(rows[1]!.changedAt.getTime());
  });

  it("records nothing when the price is written unchanged or other columns change", async () => {
    const v = await bike();
    const listingId = v.listing!.id;
    await setPrice(listingId, "7800.00");
    await prisma.listing.update({ where: { id: listingId }, data: { status: "sold" } });
    expect(await changesOf(listingId)).toEqual([]);
  });

  it("keeps the latest drop on the listing: a smaller rise shrinks it, a rise back to the old price clears it", async () => {
    const v = await bike();
    const listingId = v.listing!.id;
    const drop = async () => {
      const l = await prisma.listing.findUniqueOrThrow({ where: { id: listingId } });
      return [l.lastPriceDrop?.toFixed(2) ?? null, l.lastPriceDropAt];
    };
    await setPrice(listingId, "7300.00");
    const [amount, at] = await drop();
    expect(amount).toBe("500.00");
    expect(Math.abs((at as Date).getTime() - Date.now())).toBeLessThan(60_000);
    await setPrice(listingId, "7600.00");
    expect(await drop()).toEqual(["200.00", at]);
    await setPrice(listingId, "7800.00");
    expect(await drop()).toEqual([null, null]);
    await setPrice(listingId, "7000.00");
    await setPrice(listingId, "6500.00");
    expect((await drop())[0]).toBe("500.00");
  });

  it("tells the writing transaction the id of the drop it wrote, and nothing for a rise", async () => {
    const v = await bike();
    const listingId = v.listing!.id;
    const write = (price: string) =>
      prisma.$transaction(async (tx) => {
        await tx.listing.update({ where: { id: listingId }, data: { price } });
        return priceDropWrittenIn(tx, listingId);
      });
    const dropId = await write("7000.00");
    expect(dropId).toBe((await changesOf(listingId))[0]!.id);
    expect(await write("7100.00")).toBeNull();
    expect(await prisma.$transaction((tx) => priceDropWrittenIn(tx, listingId))).toBeNull();
  });

  it("reads the history with the listed price first", async () => {
    const v = await bike();
    expect(await getPriceHistory(v.id)).toEqual({ vehicleId: v.id, listedPrice: "7800.00", listedAt: v.listing!.createdAt.toISOString(), changes: [] });
    await setPrice(v.listing!.id, "7300.00");
    await setPrice(v.listing!.id, "7250.00");
    const history = await getPriceHistory(v.id);
    expect(history?.listedPrice).toBe("7800.00");
    expect(history?.changes.map((c) => [c.oldPrice, c.newPrice])).toEqual([
      ["7800.00", "7300.00"],
      ["7300.00", "7250.00"],
    ]);
    expect(await getPriceHistory(999_999_999)).toBeNull();
  });
});
