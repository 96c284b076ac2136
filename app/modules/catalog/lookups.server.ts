import { Prisma } from "~/generated/prisma/client";
import { publicReader } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { keptBriefly } from "~/utils/kept-briefly.server";
import { keptReference } from "~/utils/kept-reference.server";
import { CURRENT_MODEL_YEAR_OFFSET } from "./years";

export interface Option {
  id: number;
  name: string;
}

const LISTED = Prisma.sql`l.status IN ('active', 'pending')`;

type TypeOption = Option & { slug: string };

// The eight types are reference data: kept a few minutes (the search page reads them on every request).
const keptTypes = keptReference(() =>
  publicReader().vehicleType.findMany({ orderBy: { sortOrder: "asc" }, select: { id: true, name: true, slug: true } }),
);

/** Vehicle types, in the site's order. */
export async function listVehicleTypes(): Promise<TypeOption[]> {
  // A copy each time: callers may change what they are given.
  return (await keptTypes()).map((row) => ({ ...row }));
}

type MakeOption = Option & { vehicleTypeId: number };

const keptMakesOfEveryType = keptReference(() => publicReader().vehicleMake.findMany({ select: { id: true, name: true, vehicleTypeId: true } }));

/** Every make of every type (reference data, kept a few minutes). */
export async function listEveryMake(): Promise<MakeOption[]> {
  return (await keptMakesOfEveryType()).map((row) => ({ ...row }));
}

// "On the market" reads the listing's own copies of its vehicle's type, make and model (kept by
// triggers), so each probe is one look into a small partial index of listed listings.

/** Types that have at least one listing on the market. */
export async function listAvailableTypes(): Promise<(Option & { slug: string })[]> {
  return publicReader().$queryRaw<(Option & { slug: string })[]>`
    SELECT t.id, t.name, t.slug FROM vehicle_types t
     WHERE EXISTS (SELECT 1 FROM listings l WHERE l.vehicle_type_id = t.id AND ${LISTED})
     ORDER BY t.sort_order`;
}

// The search page's menus ask on every request; a few seconds' lag behind the market is fine there.
const keptMakes = keptBriefly<Option[]>("makes");
const keptModels = keptBriefly<Option[]>("models");
const copies = (options: Option[]) => options.map((o) => ({ ...o }));

/** Makes of a type that have listings on the market, by name. */
export async function listAvailableMakes(typeSlug: string): Promise<Option[]> {
  return copies(await keptMakes(typeSlug, env().LOOKUP_CACHE_SECONDS * 1000, () => makesOnTheMarket(typeSlug)));
}

function makesOnTheMarket(typeSlug: string): Promise<Option[]> {
  return publicReader().$queryRaw<Option[]>`
    SELECT mk.id, mk.name FROM vehicle_makes mk JOIN vehicle_types t ON t.id = mk.vehicle_type_id
     WHERE t.slug = ${typeSlug}
       AND EXISTS (SELECT 1 FROM listings l WHERE l.vehicle_make_id = mk.id AND ${LISTED})
     ORDER BY mk.name`;
}

/** Models of a make (by name, optionally within a type) that have listings on the market. */
export async function listAvailableModels(makeName: string, typeSlug?: string): Promise<Option[]> {
  const key = `${typeSlug ?? ""}/${makeName.toLowerCase()}`;
  return copies(await keptModels(key, env().LOOKUP_CACHE_SECONDS * 1000, () => modelsOnTheMarket(makeName, typeSlug)));
}

async function modelsOnTheMarket(makeName: string, typeSlug?: string): Promise<Option[]> {
  const rows = await publicReader().$queryRaw<Option[]>`
    SELECT md.id, md.name FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
     WHERE lower(mk.name) = lower(${makeName})
       ${typeSlug ? Prisma.sql`AND mk.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${typeSlug})` : Prisma.empty}
       AND EXISTS (SELECT 1 FROM listings l WHERE l.vehicle_model_id = md.id AND ${LISTED})
     ORDER BY md.name, md.id`;
  // The same model name can exist under one make name in two types; show it once.
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.name) ? false : (seen.add(r.name), true)));
}

export function listMakes(vehicleTypeId: number): Promise<Option[]> {
  return publicReader().vehicleMake.findMany({ where: { vehicleTypeId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

export function listModels(vehicleMakeId: number): Promise<Option[]> {
  return publicReader().vehicleModel.findMany({ where: { vehicleMakeId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

export function listConditions(): Promise<Option[]> {
  return publicReader().vehicleCondition.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: "asc" } });
}

export async function listPackages() {
  const packages = await publicReader().vehiclePackage.findMany({ orderBy: { sortOrder: "asc" } });
  return packages.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price.toFixed(2),
    durationDays: p.durationDays,
    features: p.features,
    recommended: p.recommended,
    sortOrder: p.sortOrder,
  }));
}

/** The model years a model was built, newest first; empty for an unknown model. */
export async function listModelYears(vehicleModelId: number): Promise<number[]> {
  const model = await publicReader().vehicleModel.findUnique({ where: { id: vehicleModelId }, select: { startYear: true, endYear: true } });
  if (!model) return [];
  const last = model.endYear ?? new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;
  const years: number[] = [];
  for (let y = last; y >= model.startYear; y--) years.push(y);
  return years;
}

export async function listSpecifications(vehicleModelId: number, modelYear: number) {
  const specs = await publicReader().vehicleSpecification.findMany({
    where: { vehicleModelId, modelYear },
    include: { specType: { include: { family: true } } },
    orderBy: [{ specType: { family: { sortOrder: "asc" } } }, { specType: { sortOrder: "asc" } }],
  });
  return specs.map((s) => ({
    id: s.id,
    specTypeId: s.specTypeId,
    specValue: s.specValue,
    specificationFamily: { id: s.specType.family.id, name: s.specType.family.name },
    specificationType: {
      id: s.specType.id,
      specName: s.specType.specName,
      specNameFriendly: s.specType.specNameFriendly,
      specUom: s.specType.specUom,
    },
  }));
}

export function listSpecificationFamilies() {
  return publicReader().specificationFamily.findMany({ orderBy: { sortOrder: "asc" }, select: { id: true, name: true, slug: true, sortOrder: true } });
}

export function listSpecificationTypes() {
  return publicReader().specificationType.findMany({
    orderBy: [{ family: { sortOrder: "asc" } }, { sortOrder: "asc" }],
    select: { id: true, familyId: true, specName: true, specNameFriendly: true, specUom: true, sortOrder: true },
  });
}
