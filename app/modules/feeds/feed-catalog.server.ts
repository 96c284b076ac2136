// The catalog a feed's rows are checked against, read once per run: types, makes and models by
// their names (case-insensitive), the conditions, the lowest package and the zips the feed names.
import { prisma } from "~/utils/db.server";
import { CURRENT_MODEL_YEAR_OFFSET } from "~/modules/catalog/years";
import type { ZipLocation } from "~/modules/geo/zip-codes.server";

export interface CatalogModel {
  id: number;
  makeId: number;
  typeId: number;
  startYear: number;
  lastYear: number;
}

export interface FeedCatalog {
  /** By slug and by name, lower case. */
  types: Map<string, { id: number; slug: string }>;
  /** `${typeId}/${make}` lower case -> make id. */
  makes: Map<string, number>;
  /** `${makeId}/${model}` lower case. */
  models: Map<string, CatalogModel>;
  /** By slug and by name, lower case. */
  conditions: Map<string, number>;
  packageId: number;
  zips: Map<string, ZipLocation>;
}

const lower = (s: string) => s.trim().toLowerCase();

export async function loadFeedCatalog(zipCodes: string[]): Promise<FeedCatalog> {
  const [types, makes, models, conditions, pkg, zips] = await Promise.all([
    prisma.vehicleType.findMany({ select: { id: true, slug: true, name: true } }),
    prisma.vehicleMake.findMany({ select: { id: true, vehicleTypeId: true, name: true } }),
    prisma.vehicleModel.findMany({ select: { id: true, vehicleMakeId: true, name: true, startYear: true, endYear: true, make: { select: { vehicleTypeId: true } } } }),
    prisma.vehicleCondition.findMany({ select: { id: true, slug: true, name: true } }),
    // Dealers pay by plan, so a feed's listing carries the lowest package, with no expiry.
    prisma.vehiclePackage.findFirstOrThrow({ orderBy: [{ price: "asc" }, { sortOrder: "asc" }], select: { id: true } }),
    prisma.zipCode.findMany({ where: { zipCode: { in: [...new Set(zipCodes)] } }, select: { zipCode: true, city: true, state: true, latitude: true, longitude: true } }),
  ]);
  const lastYear = new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;
  return {
    types: new Map(types.flatMap((t) => [[lower(t.slug), t], [lower(t.name), t]] as const)),
    makes: new Map(makes.map((m) => [`${m.vehicleTypeId}/${lower(m.name)}`, m.id])),
    models: new Map(
      models.map((m) => [`${m.vehicleMakeId}/${lower(m.name)}`, { id: m.id, makeId: m.vehicleMakeId, typeId: m.make.vehicleTypeId, startYear: m.startYear, lastYear: m.endYear ?? lastYear }]),
    ),
    conditions: new Map(conditions.flatMap((c) => [[lower(c.slug), c.id], [lower(c.name), c.id]] as const)),
    packageId: pkg.id,
    zips: new Map(zips.map((z) => [z.zipCode, z])),
  };
}

export const catalogKey = lower;
