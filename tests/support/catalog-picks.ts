// Picks real model years from the seeded reference catalog, so tests never hard-code ids.
import type { PrismaClient } from "../../app/generated/prisma/client";

export interface ModelYearPick {
  vehicleTypeId: number;
  vehicleMakeId: number;
  vehicleModelId: number;
  year: number;
  typeSlug: string;
  make: string;
  model: string;
}

/** A model year of the type (any type when omitted) that has no specifications. */
export async function modelYearWithoutSpecifications(db: PrismaClient, typeSlug?: string): Promise<ModelYearPick> {
  const rows = await db.$queryRaw<ModelYearPick[]>`
    SELECT t.id AS "vehicleTypeId", mk.id AS "vehicleMakeId", m.id AS "vehicleModelId", m.start_year AS "year",
           t.slug AS "typeSlug", mk.name AS "make", m.name AS "model"
      FROM vehicle_models m JOIN vehicle_makes mk ON mk.id = m.vehicle_make_id JOIN vehicle_types t ON t.id = mk.vehicle_type_id
     WHERE (${typeSlug ?? null}::text IS NULL OR t.slug = ${typeSlug ?? null})
       AND NOT EXISTS (SELECT 1 FROM vehicle_specifications s WHERE s.vehicle_model_id = m.id AND s.model_year = m.start_year)
     ORDER BY m.id LIMIT 1`;
  if (!rows[0]) throw new Error(`No ${typeSlug ?? ""} model year without specifications in the catalog`);
  return rows[0];
}

/**
 * A model year whose specifications include a unit-less value ("None") and a value whose
 * unit must be appended (the value does not already contain it).
 */
export async function modelYearWithSpecifications(db: PrismaClient): Promise<ModelYearPick> {
  const rows = await db.$queryRaw<ModelYearPick[]>`
    SELECT t.id AS "vehicleTypeId", mk.id AS "vehicleMakeId", m.id AS "vehicleModelId", s.model_year AS "year",
           t.slug AS "typeSlug", mk.name AS "make", m.name AS "model"
      FROM vehicle_specifications s
      JOIN specification_types st ON st.id = s.spec_type_id
      JOIN vehicle_models m ON m.id = s.vehicle_model_id JOIN vehicle_makes mk ON mk.id = m.vehicle_make_id JOIN vehicle_types t ON t.id = mk.vehicle_type_id
     GROUP BY t.id, mk.id, m.id, s.model_year
    HAVING bool_or(st.spec_uom = 'None')
       AND bool_or(st.spec_uom <> 'None' AND strpos(lower(s.spec_value), lower(st.spec_uom)) = 0)
     ORDER BY m.id, s.model_year LIMIT 1`;
  if (!rows[0]) throw new Error("No model year with specifications in the catalog");
  return rows[0];
}
