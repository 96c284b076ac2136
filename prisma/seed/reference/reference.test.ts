import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedReferenceData } from "./index";
import { BOAT_TYPE_CHOICES } from "~/modules/search/choices";
import { CURRENT_MODEL_YEAR } from "../catalog";

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

  it("lists personal watercraft as a boat type, with their makes and models under boats", async () => {
    const named: Record<string, string[]> = {
      "Sea-Doo": ["Spark", "Spark Trixx", "GTI 130", "GTI SE 170", "GTR 230", "GTX 170", "GTX Limited 300", "RXP-X 325", "RXT-X 325", "Wake Pro 230", "FishPro Sport", "FishPro Trophy", "Explorer Pro 170"],
      Yamaha: ["EX", "EX Sport", "EX Deluxe", "VX", "VX Cruiser", "VX Cruiser HO", "VX Limited HO", "FX HO", "FX Cruiser HO", "FX SVHO", "FX Cruiser SVHO", "GP HO", "GP SVHO", "SuperJet", "JetBlaster"].map((n) => `WaveRunner ${n}`),
      Kawasaki: ["STX 160", "STX 160X", "STX 160LX", "Ultra 160LX", "Ultra 310X", "Ultra 310LX", "Ultra 310LX-S", "SX-R 160", "SX-R 1500"].map((n) => `Jet Ski ${n}`),
    };
    const subtype = await prisma.vehicleSubtype.findFirstOrThrow({ where: { slug: "personal-watercraft", category: { slug: "boats" } } });
    expect(subtype.name).toBe("Personal Watercraft");
    const makes = await prisma.vehicleMake.findMany({
      where: { vehicleType: { slug: "boat" }, name: { in: Object.keys(named) } },
      include: { models: { include: { configurations: true }, orderBy: { id: "asc" } } },
    });
    expect(makes.map((m) => m.name).sort()).toEqual(["Kawasaki", "Sea-Doo", "Yamaha"]);
    for (const make of makes) {
      expect(make.models.map((m) => m.name), make.name).toEqual(named[make.name]);
      for (const model of make.models) {
        expect(model.subtypeId, model.name).toBe(subtype.id);
        expect(model.configurations.length, model.name).toBe(Math.min(model.endYear ?? CURRENT_MODEL_YEAR, CURRENT_MODEL_YEAR) - model.startYear + 1);
        for (const c of model.configurations) {
          expect([c.boatType, c.fuelType], model.name).toEqual(["personal-watercraft", "gasoline"]);
          expect(["fiberglass", "composite"], model.name).toContain(c.hullMaterial);
          expect(c.length, model.name).toBeGreaterThanOrEqual(8);
          expect(c.length, model.name).toBeLessThanOrEqual(13);
          expect([899, 1049, 1498, 1630, 1812], model.name).toContain(c.engineSize);
        }
      }
    }
    // The same makes of other types, and Yamaha's jet boats, stay their own makes.
    for (const [type, name] of [["dirtbike", "Yamaha"], ["motorcycle", "Kawasaki"], ["boat", "Yamaha Boats"]]) {
      expect(await prisma.vehicleMake.count({ where: { vehicleType: { slug: type }, name } }), `${type} ${name}`).toBe(1);
    }
    // Filterable like the other boat types: the search's and the feeds' choice.
    expect(BOAT_TYPE_CHOICES).toContainEqual({ value: "personal-watercraft", label: "Personal Watercraft" });
  });

  it("loads the added makes, models and subtype after the first catalog, so earlier rows keep their ids", async () => {
    const [ids] = await prisma.$queryRaw<{ models: number[]; makes: number[]; subtypes: number[] }[]>`
      SELECT (SELECT array[max(md.id) FILTER (WHERE st.slug <> 'personal-watercraft'), min(md.id) FILTER (WHERE st.slug = 'personal-watercraft')]
                FROM vehicle_models md JOIN vehicle_subtypes st ON st.id = md.subtype_id) AS models,
             (SELECT array[max(mk.id) FILTER (WHERE NOT pwc), min(mk.id) FILTER (WHERE pwc)]
                FROM (SELECT mk.id, bool_and(st.slug = 'personal-watercraft') AS pwc FROM vehicle_makes mk
                        JOIN vehicle_models md ON md.vehicle_make_id = mk.id JOIN vehicle_subtypes st ON st.id = md.subtype_id GROUP BY mk.id) mk) AS makes,
             (SELECT array[max(id) FILTER (WHERE slug <> 'personal-watercraft'), min(id) FILTER (WHERE slug = 'personal-watercraft')] FROM vehicle_subtypes) AS subtypes`;
    for (const [table, [lastFirst, firstAdded]] of Object.entries(ids!)) expect(lastFirst, table).toBeLessThan(firstAdded!);
  });

  it("gives personal watercraft specifications and values, as other boats have", async () => {
    // Values cover the last twenty model years up to this calendar year's (next year's once on sale).
    const rows = await prisma.$queryRaw<{ make: string; model: string; end_year: number | null; unvalued: number; specs: number; spec_names: string[] | null; latest_retail: number | null; msrp: number | null }[]>`
      SELECT mk.name AS make, md.name AS model, md.end_year,
             (SELECT count(*)::int FROM vehicle_configurations c
               WHERE c.vehicle_model_id = md.id AND c.model_year BETWEEN extract(year FROM now())::int - 20 AND extract(year FROM now())::int
                 AND NOT EXISTS (SELECT 1 FROM vehicle_value_history h WHERE h.model_id = md.id AND h.model_year = c.model_year)) AS unvalued,
             (SELECT count(*)::int FROM vehicle_specifications s WHERE s.vehicle_model_id = md.id) AS specs,
             (SELECT array_agg(DISTINCT t.spec_name ORDER BY t.spec_name) FROM vehicle_specifications s JOIN specification_types t ON t.id = s.spec_type_id WHERE s.vehicle_model_id = md.id) AS spec_names,
             (SELECT h.unadjusted_retail_value::float FROM vehicle_value_history h WHERE h.model_id = md.id ORDER BY h.model_year DESC, h.revision_date DESC LIMIT 1) AS latest_retail,
             (SELECT h.msrp::float FROM vehicle_value_history h WHERE h.model_id = md.id ORDER BY h.model_year DESC, h.revision_date DESC LIMIT 1) AS msrp
        FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id JOIN vehicle_subtypes st ON st.id = md.subtype_id
       WHERE st.slug = 'personal-watercraft'`;
    expect(rows).toHaveLength(37);
    for (const row of rows) {
      expect(row.unvalued, row.model).toBe(0);
      expect(row.msrp, row.model).toBeGreaterThan(5000);
      expect(row.msrp, row.model).toBeLessThan(25000);
      // A model still built is worth near its MSRP in its newest year; an older one has lost value.
      expect(row.latest_retail! / row.msrp!, row.model).toBeLessThan(1.1);
      expect(row.latest_retail! / row.msrp!, row.model).toBeGreaterThan(row.end_year === null ? 0.75 : 0.15);
    }
    const specified = rows.filter((r) => r.specs > 0);
    expect(new Set(specified.map((r) => r.make))).toEqual(new Set(["Sea-Doo", "Yamaha", "Kawasaki"]));
    expect(specified.length).toBeGreaterThanOrEqual(8);
    for (const row of specified) {
      expect(row.spec_names, row.model).toEqual(expect.arrayContaining(["beam_ft", "displacement", "fuel_capacity", "length_ft", "passenger_capacity"]));
    }
    // Horsepower where the maker publishes it: Sea-Doo and Kawasaki do, Yamaha does not.
    for (const row of specified) expect(row.spec_names!.includes("horsepower"), row.model).toBe(row.make !== "Yamaha");
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
