import type { SeedDb } from "../lib/client";
import { upsertRows } from "../lib/bulk";
import { modelYears } from "../catalog";
import type { TypeSlug } from "../catalog/types";
import { catalogModels, type CatalogIds } from "./catalog";

// Market value curves: share of MSRP kept after the first year, then per further year,
// and the seasonal swing of prices (spring buying season for most types).
const CURVES: Record<TypeSlug, { firstYear: number; perYear: number; floor: number; season: number }> = {
  dirtbike: { firstYear: 0.78, perYear: 0.9, floor: 0.12, season: 0.03 },
  motorcycle: { firstYear: 0.82, perYear: 0.92, floor: 0.15, season: 0.035 },
  atv: { firstYear: 0.8, perYear: 0.91, floor: 0.15, season: 0.025 },
  utv: { firstYear: 0.82, perYear: 0.92, floor: 0.18, season: 0.025 },
  sandrail: { firstYear: 0.86, perYear: 0.94, floor: 0.25, season: 0.03 },
  boat: { firstYear: 0.85, perYear: 0.93, floor: 0.18, season: 0.04 },
  rv: { firstYear: 0.78, perYear: 0.92, floor: 0.15, season: 0.02 },
  camper: { firstYear: 0.8, perYear: 0.92, floor: 0.15, season: 0.025 },
};

const YEARS_OF_HISTORY = 20;
const REVISIONS = 8; // quarterly, the last two years
const MSRP_INFLATION = 0.025;

/** Start of each of the last REVISIONS quarters, oldest first. */
export function revisionDates(now = new Date()): Date[] {
  const quarterStartMonth = Math.floor(now.getUTCMonth() / 3) * 3;
  const dates: Date[] = [];
  for (let i = REVISIONS - 1; i >= 0; i--) {
    dates.push(new Date(Date.UTC(now.getUTCFullYear(), quarterStartMonth - i * 3, 1)));
  }
  return dates;
}

/** Deterministic small variation per model, so models do not move in lockstep. */
function jitter(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x) - 0.5;
}

export function retailValue(type: TypeSlug, msrpNew: number, modelYear: number, date: Date, modelId: number) {
  const curve = CURVES[type];
  // A model year goes on sale in the autumn before it.
  const onSale = Date.UTC(modelYear - 1, 9, 1);
  const age = Math.max(0, (date.getTime() - onSale) / (365.25 * 24 * 3600 * 1000));
  const kept = Math.max(curve.floor, Math.pow(curve.firstYear, Math.min(age, 1)) * Math.pow(curve.perYear, Math.max(age - 1, 0)));
  const month = date.getUTCMonth();
  const season = month >= 2 && month <= 5 ? curve.season : month >= 9 ? -curve.season : 0;
  const noise = jitter(modelId * 31 + modelYear * 7 + month) * 0.02;
  return msrpNew * kept * (1 + season + noise);
}

const money = (n: number) => Math.round(n * 100) / 100;

export async function seedValueHistory(db: SeedDb, ids: CatalogIds, now = new Date()): Promise<number> {
  const dates = revisionDates(now);
  const oldestYear = now.getUTCFullYear() - YEARS_OF_HISTORY;
  const rows: unknown[][] = [];
  for (const { type, model, id } of catalogModels(ids)) {
    const lastYear = Math.min(model.endYear ?? now.getUTCFullYear() + 1, now.getUTCFullYear() + 1);
    for (const year of modelYears(model)) {
      if (year < oldestYear) continue;
      const msrp = model.msrp * Math.pow(1 - MSRP_INFLATION, Math.max(0, lastYear - year));
      for (const date of dates) {
        if (date.getTime() < Date.UTC(year - 1, 9, 1)) continue; // not on sale yet
        const retail = retailValue(type, msrp, year, date, id);
        rows.push([
          id,
          year,
          date.toISOString().slice(0, 10),
          money(msrp),
          money(retail * 0.88),
          money(retail * 1.08),
          money(retail * 0.93),
          money(retail),
          money(retail * 0.8),
          money(retail * 0.85),
        ]);
      }
    }
  }
  await upsertRows(
    db,
    "vehicle_value_history",
    [
      { name: "model_id", type: "int4" },
      { name: "model_year", type: "int4" },
      { name: "revision_date", type: "date" },
      { name: "msrp", type: "numeric" },
      { name: "unadjusted_low_value", type: "numeric" },
      { name: "unadjusted_high_value", type: "numeric" },
      { name: "unadjusted_finance_value", type: "numeric" },
      { name: "unadjusted_retail_value", type: "numeric" },
      { name: "unadjusted_wholesale_value", type: "numeric" },
      { name: "unadjusted_trade_in_value", type: "numeric" },
    ],
    rows,
    ["model_id", "model_year", "revision_date"],
  );

  // Adjustments for the newest revision: how condition and use move retail and trade-in.
  await db.$executeRawUnsafe(`
    INSERT INTO vehicle_value_adjustments
      (value_history_id, value_type, unadjusted_value, region_adjustment, condition_adjustment, water_adjustment, utilization_adjustment)
    SELECT h.id, v.value_type, v.value, 0, round(v.value * -0.05, 2),
           CASE WHEN t.slug = 'boat' THEN round(v.value * -0.02, 2) ELSE 0 END,
           round(v.value * -0.03, 2)
      FROM vehicle_value_history h
      JOIN vehicle_models md ON md.id = h.model_id
      JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
      JOIN vehicle_types t ON t.id = mk.vehicle_type_id
      CROSS JOIN LATERAL (VALUES ('retail', h.unadjusted_retail_value), ('trade_in', h.unadjusted_trade_in_value)) AS v(value_type, value)
     WHERE h.revision_date = (SELECT max(revision_date) FROM vehicle_value_history)
    ON CONFLICT (value_history_id, value_type) DO UPDATE
      SET unadjusted_value = excluded.unadjusted_value,
          condition_adjustment = excluded.condition_adjustment,
          water_adjustment = excluded.water_adjustment,
          utilization_adjustment = excluded.utilization_adjustment`);
  return rows.length;
}
