import { describe, expect, it } from "vitest";
import { findZipCode } from "./zip-codes.server";
import { prisma } from "~/utils/db.server";

describe("zip code lookup", () => {
  it("finds a real zip code with its place and coordinates", async () => {
    const zip = await findZipCode("90210");
    expect(zip).toMatchObject({ zipCode: "90210", city: "Beverly Hills", state: "CA" });
    expect(zip!.latitude).toBeCloseTo(34.09, 1);
    expect(zip!.longitude).toBeCloseTo(-118.41, 1);
  });

  it("returns null for unknown or malformed zips", async () => {
    expect(await findZipCode("00000")).toBeNull();
    expect(await findZipCode("abcde")).toBeNull();
    expect(await findZipCode("1234")).toBeNull();
  });

  it("holds every US zip code of the data package, in all states", async () => {
    expect(await prisma.zipCode.count()).toBeGreaterThan(40_000);
    const states = await prisma.zipCode.groupBy({ by: ["state"] });
    expect(states.length).toBeGreaterThanOrEqual(51);
  });

  it("answers distance questions through the earthdistance index", async () => {
    const [row] = await prisma.$queryRaw<{ miles: number }[]>`
      SELECT earth_distance(ll_to_earth(a.latitude, a.longitude), ll_to_earth(b.latitude, b.longitude)) / 1609.344 AS miles
        FROM zip_codes a, zip_codes b WHERE a.zip_code = '10001' AND b.zip_code = '90210'`;
    // New York to Beverly Hills is about 2,450 miles as the crow flies.
    expect(row!.miles).toBeGreaterThan(2400);
    expect(row!.miles).toBeLessThan(2500);
  });
});
