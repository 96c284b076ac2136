import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { milesBetween, zipsWithin } from "./zip-index.server";

/** Every zip code measured and sorted from the origin, the plain way. */
async function everyZipFrom(origin: { latitude: number; longitude: number }) {
  const rows = await prisma.zipCode.findMany({ select: { zipCode: true, latitude: true, longitude: true } });
  return rows
    .map((r) => ({ zip: r.zipCode, miles: milesBetween(origin.latitude, origin.longitude, r.latitude, r.longitude) }))
    .sort((a, b) => a.miles - b.miles || (a.zip < b.zip ? -1 : 1));
}

describe("zip codes within a radius", () => {
  it("answers every radius with the nearest-first start of the full order, whatever radius was asked before", async () => {
    const origin = { latitude: 39.7392, longitude: -104.9903 };
    const all = await everyZipFrom(origin);
    // Out and back in: a nearer radius after a further one, and the same radius twice.
    for (const radius of [50, 25, 250, 100, 500, 100, 2500, 13_000]) {
      const expected = all.filter((z) => z.miles <= radius);
      const near = await zipsWithin(origin, radius);
      expect(near.zips).toEqual(expected.map((z) => z.zip));
      expect(near.miles).toEqual(expected.map((z) => z.miles));
    }
  });

  it("gives a new origin its own distances", async () => {
    const origin = { latitude: 34.09, longitude: -118.41 };
    const expected = (await everyZipFrom(origin)).filter((z) => z.miles <= 150);
    const near = await zipsWithin(origin, 150);
    expect(near.zips).toEqual(expected.map((z) => z.zip));
    expect(near.miles).toEqual(expected.map((z) => z.miles));
  });
});
