import type { SeedDb } from "../lib/client";
import { upsertRows } from "../lib/bulk";
import { SPEC_FAMILIES } from "../catalog/specifications";
import { modelYears } from "../catalog";
import { catalogModels, type CatalogIds } from "./catalog";

export async function seedSpecificationTypes(db: SeedDb): Promise<Map<string, number>> {
  await upsertRows(
    db,
    "specification_families",
    [{ name: "name", type: "text" }, { name: "slug", type: "text" }, { name: "sort_order", type: "int4" }],
    SPEC_FAMILIES.map((f, i) => [f.name, f.slug, i]),
    ["slug"],
  );
  const families = await db.specificationFamily.findMany();
  const familyId = new Map(families.map((f) => [f.slug, f.id]));
  await upsertRows(
    db,
    "specification_types",
    [
      { name: "family_id", type: "int4" },
      { name: "spec_name", type: "text" },
      { name: "spec_name_friendly", type: "text" },
      { name: "spec_uom", type: "text" },
      { name: "sort_order", type: "int4" },
    ],
    SPEC_FAMILIES.flatMap((f) => f.types.map((t, i) => [familyId.get(f.slug), t.specName, t.specNameFriendly, t.specUom, i])),
    ["spec_name"],
  );
  const types = await db.specificationType.findMany({ select: { id: true, specName: true } });
  return new Map(types.map((t) => [t.specName, t.id]));
}

export async function seedSpecificationValues(db: SeedDb, ids: CatalogIds, specTypeIds: Map<string, number>): Promise<number> {
  const rows: unknown[][] = [];
  for (const { model, id } of catalogModels(ids)) {
    const years = new Set(modelYears(model));
    for (const block of model.specs ?? []) {
      for (let year = block.fromYear; year <= block.toYear; year++) {
        if (!years.has(year)) continue;
        for (const [specName, value] of Object.entries(block.values)) {
          const specTypeId = specTypeIds.get(specName);
          if (specTypeId === undefined) throw new Error(`Unknown specification "${specName}" for ${model.name}`);
          rows.push([id, year, specTypeId, String(value)]);
        }
      }
    }
  }
  await upsertRows(
    db,
    "vehicle_specifications",
    [
      { name: "vehicle_model_id", type: "int4" },
      { name: "model_year", type: "int4" },
      { name: "spec_type_id", type: "int4" },
      { name: "spec_value", type: "text" },
    ],
    rows,
    ["vehicle_model_id", "model_year", "spec_type_id"],
  );
  return rows.length;
}
