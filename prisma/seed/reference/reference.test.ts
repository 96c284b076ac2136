import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedReferenceData } from "./index";

const silent = () => {};

async function counts() {
  const [zips, types, makes, models, specs, values, conditions, packages, configurations, adjustments] = await Promise.all([
    prisma.zipCode.count(),
    prisma.vehicleType.count(),
    prisma.vehicleMake.count(),
    prisma.vehicleModel.count(),
    prisma.vehicleSpecification.count(),
    prisma.vehicleValueHistory.count(),
    prisma.vehicleCondition.count(),
    prisma.vehiclePackage.count(),
    prisma.vehicleConfiguration.count(),
    prisma.vehicleValueAdjustment.count(),
  ]);
  return { zips, types, makes, models, specs, values, conditions, packages, configurations, adjustments };
}

describe("reference seed", () => {
  it("loads the catalog the product needs", async () => {
    const c = await counts();
    expect(c.types).toBe(8);
    expect(c.makes).toBeGreaterThanOrEqual(60);
    expect(c.models).toBeGreaterThanOrEqual(400);
    expect(c.zips).toBeGreaterThan(40_000);
    expect(c.specs).toBeGreaterThan(1000);
    expect(c.values).toBeGreaterThan(10_000);
    expect(c.conditions).toBe(5);
    expect(c.packages).toBe(3);
    expect(c.configurations).toBeGreaterThan(c.models);
    expect(c.adjustments).toBeGreaterThan(0);
  });

  it("has the eight types with the spec's slugs and labels", async () => {
    const types = await prisma.vehicleType.findMany({ orderBy: { sortOrder: "asc" } });
    expect(types.map((t) => [t.slug, t.name])).toEqual([
      ["dirtbike", "Dirt Bikes"],
      ["motorcycle", "Motorcycles"],
      ["atv", "ATVs"],
      ["boat", "Boats"],
      ["rv", "RVs"],
      ["camper", "Campers"],
      ["sandrail", "Sand Rails"],
      ["utv", "UTVs"],
    ]);
  });

  it("includes every make the spec names, under its type", async () => {
    const named: Record<string, string[]> = {
      dirtbike: ["Honda", "Yamaha", "Kawasaki", "Suzuki", "KTM", "Husqvarna", "Beta"],
      motorcycle: ["Harley-Davidson", "Ducati", "BMW", "Triumph"],
      atv: ["Polaris", "Can-Am", "Arctic Cat"],
      boat: ["Sea Ray", "Boston Whaler"],
      rv: ["Winnebago", "Thor", "Jayco"],
      camper: ["Airstream", "Lance"],
      sandrail: ["Funco", "Tatum", "McKenzie", "Chenowth", "Custom"],
      utv: ["John Deere"],
    };
    for (const [slug, makes] of Object.entries(named)) {
      const found = await prisma.vehicleMake.findMany({ where: { vehicleType: { slug } }, select: { name: true } });
      expect(found.map((m) => m.name)).toEqual(expect.arrayContaining(makes));
    }
  });

  it("gives every model a sane production year range and a subtype", async () => {
    const bad = await prisma.vehicleModel.count({
      where: { OR: [{ startYear: { lt: 1950 } }, { startYear: { gt: 2027 } }, { endYear: { lt: 1950 } }, { subtypeId: null }] },
    });
    expect(bad).toBe(0);
    const inverted = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM vehicle_models WHERE end_year < start_year`;
    expect(inverted[0]!.n).toBe(0);
  });

  it("sells the three packages at the spec's prices and durations", async () => {
    const packages = await prisma.vehiclePackage.findMany({ orderBy: { sortOrder: "asc" } });
    expect(packages.map((p) => [p.slug, p.name, p.price.toFixed(2), p.durationDays, p.recommended])).toEqual([
      ["pro", "Pro", "59.00", 90, false],
      ["elite", "Elite", "99.00", 365, true],
      ["showstopper", "Showstopper", "199.00", 365, false],
    ]);
    // Each package promises only what the product does (decision 22): no social reposts, no spotlight.
    expect(packages.map((p) => [p.placement, p.featured])).toEqual([[0, false], [1, false], [1, true]]);
    expect(packages[2]!.features).toContain("Featured listing on the home page");
    expect(packages.flatMap((p) => p.features).filter((f) => /social|spotlight/i.test(f))).toEqual([]);
  });

  it("keeps units on specification types, with None for unitless ones", async () => {
    const displacement = await prisma.specificationType.findUnique({ where: { specName: "displacement" }, include: { family: true } });
    expect(displacement).toMatchObject({ specUom: "cc", family: { name: "Engine" } });
    const engineType = await prisma.specificationType.findUnique({ where: { specName: "engine_type" } });
    expect(engineType?.specUom).toBe("None");
  });

  it("covers popular model-years of every type with specifications and values", async () => {
    const rows = await prisma.$queryRaw<{ slug: string; specs: number; values: number }[]>`
      SELECT t.slug,
             (SELECT count(*)::int FROM vehicle_specifications s JOIN vehicle_models md ON md.id = s.vehicle_model_id
                JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id WHERE mk.vehicle_type_id = t.id) AS specs,
             (SELECT count(*)::int FROM vehicle_value_history h JOIN vehicle_models md ON md.id = h.model_id
                JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id WHERE mk.vehicle_type_id = t.id) AS values
        FROM vehicle_types t ORDER BY t.slug`;
    for (const row of rows) {
      expect(row.specs, row.slug).toBeGreaterThan(50);
      expect(row.values, row.slug).toBeGreaterThan(100);
    }
  });

  it("is idempotent: a second forced run changes no counts, an unchanged one is skipped", async () => {
    const before = await counts();
    const forced = await seedReferenceData(prisma, { force: true, log: silent });
    expect(forced.skipped).toBe(false);
    expect(await counts()).toEqual(before);
    const again = await seedReferenceData(prisma, { log: silent });
    expect(again.skipped).toBe(true);
  });

  it("restores reference rows that were changed or removed", async () => {
    await prisma.vehiclePackage.update({ where: { slug: "elite" }, data: { price: "1.00" } });
    await prisma.vehicleCondition.updateMany({ where: { slug: "fair" }, data: { name: "Broken" } });
    await seedReferenceData(prisma, { force: true, log: silent });
    expect((await prisma.vehiclePackage.findUnique({ where: { slug: "elite" } }))!.price.toFixed(2)).toBe("99.00");
    expect((await prisma.vehicleCondition.findUnique({ where: { slug: "fair" } }))!.name).toBe("Fair");
  });
});
