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

  it("finds through its grid exactly the zip codes a measure of every one finds, near the edges of the map too", async () => {
    const origins = [
      { latitude: 61.2181, longitude: -149.9003 }, // Anchorage
      { latitude: 71.2906, longitude: -156.7886 }, // Utqiagvik, the northernmost
      { latitude: 51.88, longitude: -176.658 }, // Adak, near the antimeridian
      { latitude: 21.3069, longitude: -157.8583 }, // Honolulu
      { latitude: 24.5551, longitude: -81.78 }, // Key West
      { latitude: 44.8012, longitude: -68.7778 }, // Bangor
      { latitude: 40.0, longitude: -100.0 }, // a corner of four grid cells
    ];
    for (const origin of origins) {
      const all = await everyZipFrom(origin);
      for (const radius of [5, 40, 150, 400, 1200]) {
        const expected = all.filter((z) => z.miles <= radius);
        const near = await zipsWithin(origin, radius);
        expect(near.zips, `${origin.latitude},${origin.longitude} within ${radius}`).toEqual(expected.map((z) => z.zip));
        expect(near.miles).toEqual(expected.map((z) => z.miles));
      }
    }
  });
});
