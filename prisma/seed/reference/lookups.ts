import type { SeedDb } from "../lib/client";
import { upsertRows } from "../lib/bulk";
import { CONDITIONS } from "../../../app/modules/catalog/conditions";
import { PACKAGES } from "../../../app/modules/catalog/packages";

export async function seedLookups(db: SeedDb) {
  await upsertRows(
    db,
    "vehicle_conditions",
    [{ name: "name", type: "text" }, { name: "slug", type: "text" }, { name: "sort_order", type: "int4" }],
    CONDITIONS.map((c, i) => [c.name, c.slug, i]),
    ["slug"],
  );
  // Arrays of arrays cannot travel through unnest, so packages are upserted one by one.
  for (const [i, p] of PACKAGES.entries()) {
    const values = {
      name: p.name,
      price: p.price,
      durationDays: p.durationDays,
      features: [...p.features],
      recommended: p.recommended,
      placement: p.placement,
      featured: p.featured,
      sortOrder: i,
    };
    await db.vehiclePackage.upsert({ where: { slug: p.slug }, create: { slug: p.slug, ...values }, update: values });
  }
}
