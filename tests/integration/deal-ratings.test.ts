// Deal ratings are kept on the listing by triggers: the database must rate exactly as the
// thresholds module does, and re-rate inside the statement (or transaction) that changes a
// price, a status, a vehicle or a model year's values.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { DEAL_THRESHOLDS, dealRatingOf } from "~/modules/valuations/deal-rating";
import { createListing } from "../support/fixtures";

const typicalValue = async (modelId: number, year: number) => {
  const [row] = await prisma.$queryRaw<{ retail: string }[]>`
    SELECT unadjusted_retail_value::text AS retail FROM vehicle_value_history
     WHERE model_id = ${modelId} AND model_year = ${year} ORDER BY revision_date DESC LIMIT 1`;
  return Number(row!.retail);
};

const ratingOf = async (vehicleId: number) => {
  const [row] = await prisma.$queryRaw<{ deal_rating: string | null; typical_value: string | null }[]>`
    SELECT deal_rating::text, typical_value::text FROM listings WHERE vehicle_id = ${vehicleId}`;
  return row!.deal_rating;
};

describe("the database's rating", () => {
  it("equals the module's at and around every threshold", async () => {
    for (const retail of [10_000, 7_843.21, 123_456.78, 333.33]) {
      const cents = Math.round(retail * 100);
      for (const { upToPercent } of DEAL_THRESHOLDS) {
        const atBound = Math.floor((cents * upToPercent) / 100);
        for (const priceCents of [atBound - 1, atBound, atBound + 1]) {
          const price = (priceCents / 100).toFixed(2);
          const [db] = await prisma.$queryRaw<{ rating: string | null }[]>`
            SELECT deal_rating_of(${price}::numeric, ${retail.toFixed(2)}::numeric)::text AS rating`;
          expect(db!.rating, `${price} of ${retail}`).toBe(dealRatingOf(Number(price), retail));
        }
      }
    }
    const [none] = await prisma.$queryRaw<{ rating: string | null }[]>`SELECT deal_rating_of(5000, NULL)::text AS rating`;
    expect(none!.rating).toBeNull();
  });
});

describe("the listing triggers", () => {
  it("rate a new listing and re-rate it in the statement that changes its price", async () => {
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 1000, zip: "90210" });
    const typical = await typicalValue(v.vehicleModelId, 2019);
    expect(await ratingOf(v.id)).toBe("great");

    const [updated] = await prisma.$queryRaw<{ deal_rating: string; typical_value: string }[]>`
      UPDATE listings SET price = ${(typical * 1.1).toFixed(2)}::numeric WHERE vehicle_id = ${v.id} RETURNING deal_rating::text, typical_value::text`;
    expect(updated).toEqual({ deal_rating: "high", typical_value: typical.toFixed(2) });

    const listing = await prisma.listing.update({ where: { vehicleId: v.id }, data: { price: (typical * 0.9).toFixed(2) } });
    expect(listing.dealRating).toBe("good");
    expect(listing.dealRatio).toBeCloseTo(0.9, 4);
  });

  it("rate active listings only, and again when one is relisted", async () => {
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 1000, zip: "90210" });
    await prisma.listing.update({ where: { vehicleId: v.id }, data: { status: "sold" } });
    expect(await ratingOf(v.id)).toBeNull();
    await prisma.listing.update({ where: { vehicleId: v.id }, data: { status: "active" } });
    expect(await ratingOf(v.id)).toBe("great");
    const pending = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 1000, zip: "90210", status: "pending" });
    expect(await ratingOf(pending.id)).toBeNull();
  });

  it("re-rate when the vehicle's model year changes", async () => {
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 1000, zip: "90210" });
    const typical2021 = await typicalValue(v.vehicleModelId, 2021);
    await prisma.listing.update({ where: { vehicleId: v.id }, data: { price: typical2021.toFixed(2) } });
    expect(await ratingOf(v.id)).toBe("fair");
    // The same price for a bike nine years older is far above its typical value.
    await prisma.vehicle.update({ where: { id: v.id }, data: { year: 2012 } });
    expect(await ratingOf(v.id)).toBe("over");
  });
});

describe("a value revision", () => {
  it("re-rates the active listings of its model year inside the writing transaction", async () => {
    const v = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2018, price: 1000, zip: "90210" });
    const other = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2017, price: 1000, zip: "90210" });
    const typical = await typicalValue(v.vehicleModelId, 2018);
    await prisma.listing.update({ where: { vehicleId: v.id }, data: { price: typical.toFixed(2) } });
    expect(await ratingOf(v.id)).toBe("fair");

    await prisma.$transaction(async (tx) => {
      // A newer revision puts the typical value at half: the same price is now overpriced.
      await tx.vehicleValueHistory.create({
        data: {
          modelId: v.vehicleModelId, modelYear: 2018, revisionDate: new Date(Date.UTC(2030, 0, 1)), msrp: 1,
          unadjustedLowValue: 1, unadjustedHighValue: 1, unadjustedFinanceValue: 1, unadjustedRetailValue: (typical / 2).toFixed(2),
          unadjustedWholesaleValue: 1, unadjustedTradeInValue: 1,
        },
      });
      const [inside] = await tx.$queryRaw<{ deal_rating: string }[]>`SELECT deal_rating::text FROM listings WHERE vehicle_id = ${v.id}`;
      expect(inside!.deal_rating).toBe("over");
    });
    expect(await ratingOf(other.id)).toBe("great");

    // Removing every revision of the model year leaves no estimate, so no rating.
    await prisma.vehicleValueHistory.deleteMany({ where: { modelId: v.vehicleModelId, modelYear: 2018 } });
    expect(await ratingOf(v.id)).toBeNull();
  });
});
