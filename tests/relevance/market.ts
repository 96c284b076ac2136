// The market the judged set is scored on: the default demo market, seeded as of a fixed day so
// the test and the bench hold the same listings, read back as the criteria see them.
import { prisma } from "../../app/utils/db.server";
import { statusCondition } from "../../app/modules/search/conditions.server";
import type { DemoSeedOptions } from "../../prisma/seed/demo/index";
import type { JudgedListing, Point, ZipPoints } from "./judgments";

export const RELEVANCE_MARKET: DemoSeedOptions = { now: new Date(Date.UTC(2026, 10, 1, 12)) };

/** Every listing a search without filters can show (sold ones are not). */
export async function judgedMarket(): Promise<JudgedListing[]> {
  return prisma.$queryRaw<JudgedListing[]>`
    SELECT l.id, t.slug AS type, mk.name AS make, md.name AS model, st.slug AS subtype, v.boat_type AS "boatType",
           l.price::float8 AS price, v.year, v.mileage, l.latitude, l.longitude, v.description
      FROM listings l
      JOIN vehicles v ON v.id = l.vehicle_id
      JOIN vehicle_types t ON t.id = v.vehicle_type_id
      JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
      JOIN vehicle_models md ON md.id = v.vehicle_model_id
      LEFT JOIN vehicle_subtypes st ON st.id = md.subtype_id
     WHERE ${statusCondition(false)}
     ORDER BY l.id`;
}

export async function zipPoints(zips: string[]): Promise<ZipPoints> {
  const found = await prisma.zipCode.findMany({ where: { zipCode: { in: [...new Set(zips)] } } });
  return new Map<string, Point>(found.map((z) => [z.zipCode, { latitude: z.latitude, longitude: z.longitude }]));
}

/** The names the reference catalog holds, to check that every judgment names real ones. */
export async function catalogNames() {
  const [types, makes, models, subtypes] = await Promise.all([
    prisma.vehicleType.findMany({ select: { slug: true } }),
    prisma.vehicleMake.findMany({ select: { name: true } }),
    prisma.vehicleModel.findMany({ select: { name: true } }),
    prisma.vehicleSubtype.findMany({ select: { slug: true } }),
  ]);
  const boatTypes = await prisma.$queryRaw<{ boat_type: string }[]>`SELECT DISTINCT boat_type FROM vehicle_configurations WHERE boat_type IS NOT NULL`;
  return {
    types: types.map((t) => t.slug),
    makes: makes.map((m) => m.name),
    models: models.map((m) => m.name),
    subtypes: subtypes.map((s) => s.slug),
    boatTypes: boatTypes.map((b) => b.boat_type),
  };
}
