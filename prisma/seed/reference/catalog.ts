import type { SeedDb } from "../lib/client";
import { slugify, upsertRows } from "../lib/bulk";
import { CATALOG_LOAD_ORDER, SUBTYPE_LOAD_ORDER, modelYears } from "../catalog";
import type { ModelSeed, TypeSlug } from "../catalog/types";
import { VEHICLE_CLASSIFICATIONS, VEHICLE_TYPES } from "../../../app/modules/catalog/vehicle-types";

export interface CatalogIds {
  typeIds: Map<TypeSlug, number>;
  /** "type/make-slug" -> id */
  makeIds: Map<string, number>;
  /** "type/make-slug/model-slug" -> id */
  modelIds: Map<string, number>;
}

function sizeClassName(lower: number, upper: number | undefined, unit: string) {
  if (lower === 0 && upper !== undefined) return `Under ${upper} ${unit}`;
  if (upper === undefined) return `${lower} ${unit} and up`;
  return `${lower}-${upper - 1} ${unit}`;
}

async function idMap(db: SeedDb, sql: string): Promise<Map<string, number>> {
  const rows = await db.$queryRawUnsafe<{ key: string; id: number }[]>(sql);
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function seedCatalog(db: SeedDb): Promise<CatalogIds> {
  // Classifications and categories
  await upsertRows(
    db,
    "vehicle_classifications",
    [{ name: "name", type: "text" }, { name: "slug", type: "text" }, { name: "sort_order", type: "int4" }],
    VEHICLE_CLASSIFICATIONS.map((c, i) => [c.name, c.slug, i]),
    ["slug"],
  );
  const classificationIds = await idMap(db, `SELECT slug AS key, id FROM vehicle_classifications`);
  const categories = VEHICLE_CLASSIFICATIONS.flatMap((c) => c.categories.map((cat) => ({ ...cat, classification: c.slug })));
  await upsertRows(
    db,
    "vehicle_categories",
    [{ name: "classification_id", type: "int4" }, { name: "name", type: "text" }, { name: "slug", type: "text" }, { name: "sort_order", type: "int4" }],
    categories.map((c, i) => [classificationIds.get(c.classification), c.name, c.slug, i]),
    ["slug"],
  );
  const categoryIds = await idMap(db, `SELECT slug AS key, id FROM vehicle_categories`);

  // Size classes from each category's bounds
  const sizeRows = categories.flatMap((c) =>
    c.size.bounds.map((lower, i) => {
      const upper = c.size.bounds[i + 1];
      return [categoryIds.get(c.slug), sizeClassName(lower, upper, c.size.unit), lower, upper ?? null, c.size.unit];
    }),
  );
  await upsertRows(
    db,
    "vehicle_size_classes",
    [
      { name: "category_id", type: "int4" },
      { name: "name", type: "text" },
      { name: "min_value", type: "numeric" },
      { name: "max_value", type: "numeric" },
      { name: "unit_of_measure", type: "text" },
    ],
    sizeRows,
    ["category_id", "name"],
  );
  const sizeClasses = await db.vehicleSizeClass.findMany();

  // Types and their subtypes
  await upsertRows(
    db,
    "vehicle_types",
    [{ name: "name", type: "text" }, { name: "slug", type: "text" }, { name: "label", type: "text" }, { name: "sort_order", type: "int4" }, { name: "category_id", type: "int4" }],
    VEHICLE_TYPES.map((t, i) => [t.name, t.slug, t.badge, i, categoryIds.get(t.category)]),
    ["slug"],
  );
  const typeIds = (await idMap(db, `SELECT slug AS key, id FROM vehicle_types`)) as Map<TypeSlug, number>;
  const categoryOfType = new Map(VEHICLE_TYPES.map((t) => [t.slug as TypeSlug, categoryIds.get(t.category)!]));
  await upsertRows(
    db,
    "vehicle_subtypes",
    [{ name: "category_id", type: "int4" }, { name: "name", type: "text" }, { name: "slug", type: "text" }],
    SUBTYPE_LOAD_ORDER.map(({ type, slug, name }) => [categoryOfType.get(type), name, slug]),
    ["category_id", "slug"],
  );
  const subtypeIds = await idMap(db, `SELECT category_id || '/' || slug AS key, id FROM vehicle_subtypes`);

  // Makes
  await upsertRows(
    db,
    "vehicle_makes",
    [{ name: "vehicle_type_id", type: "int4" }, { name: "name", type: "text" }, { name: "slug", type: "text" }],
    CATALOG_LOAD_ORDER.map(({ type, make }) => [typeIds.get(type), make.name, slugify(make.name)]),
    ["vehicle_type_id", "slug"],
  );
  const makeIds = await idMap(
    db,
    `SELECT t.slug || '/' || m.slug AS key, m.id FROM vehicle_makes m JOIN vehicle_types t ON t.id = m.vehicle_type_id`,
  );

  // Models
  const sizeClassFor = (type: TypeSlug, model: ModelSeed) => {
    const categoryId = categoryOfType.get(type);
    const measure = sizeUnitOf(type) === "cc" ? model.engineSize : model.length;
    if (measure === undefined) return null;
    const match = sizeClasses.find(
      (s) => s.categoryId === categoryId && measure >= Number(s.minValue) && (s.maxValue === null || measure < Number(s.maxValue)),
    );
    return match?.id ?? null;
  };
  const modelRows = CATALOG_LOAD_ORDER.flatMap(({ type, make }) =>
    make.models.map((model) => [
      makeIds.get(`${type}/${slugify(make.name)}`),
      model.name,
      slugify(model.name),
      subtypeIds.get(`${categoryOfType.get(type)}/${model.subtype}`) ?? null,
      sizeClassFor(type, model),
      model.startYear,
      model.endYear,
    ]),
  );
  await upsertRows(
    db,
    "vehicle_models",
    [
      { name: "vehicle_make_id", type: "int4" },
      { name: "name", type: "text" },
      { name: "slug", type: "text" },
      { name: "subtype_id", type: "int4" },
      { name: "size_class_id", type: "int4" },
      { name: "start_year", type: "int4" },
      { name: "end_year", type: "int4" },
    ],
    modelRows,
    ["vehicle_make_id", "slug"],
  );
  const modelIds = await idMap(
    db,
    `SELECT t.slug || '/' || mk.slug || '/' || md.slug AS key, md.id
       FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id JOIN vehicle_types t ON t.id = mk.vehicle_type_id`,
  );

  // One base configuration per model year, carrying the filterable extras.
  const configRows = CATALOG_LOAD_ORDER.flatMap(({ type, make }) =>
    make.models.flatMap((model) => {
      const id = modelIds.get(`${type}/${slugify(make.name)}/${slugify(model.name)}`);
      return modelYears(model).map((year) => [
        id,
        year,
        "Base",
        model.engineSize ?? null,
        model.length ?? null,
        model.fuelType ?? null,
        model.transmission ?? null,
        model.driveType ?? null,
        model.boatType ?? null,
        model.hullMaterial ?? null,
      ]);
    }),
  );
  await upsertRows(
    db,
    "vehicle_configurations",
    [
      { name: "vehicle_model_id", type: "int4" },
      { name: "model_year", type: "int4" },
      { name: "trim", type: "text" },
      { name: "engine_size", type: "int4" },
      { name: "length", type: "int4" },
      { name: "fuel_type", type: "text" },
      { name: "transmission", type: "text" },
      { name: "drive_type", type: "text" },
      { name: "boat_type", type: "text" },
      { name: "hull_material", type: "text" },
    ],
    configRows,
    ["vehicle_model_id", "model_year", "trim"],
  );

  return { typeIds, makeIds, modelIds };
}

export function sizeUnitOf(type: TypeSlug): "cc" | "ft" {
  return type === "boat" || type === "rv" || type === "camper" ? "ft" : "cc";
}

/** Iterates the catalog with the database id of each model. */
export function* catalogModels(ids: CatalogIds) {
  for (const { type, make } of CATALOG_LOAD_ORDER) {
    for (const model of make.models) {
      const id = ids.modelIds.get(`${type}/${slugify(make.name)}/${slugify(model.name)}`);
      if (id !== undefined) yield { type, make, model, id };
    }
  }
}
