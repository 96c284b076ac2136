import { publicReader } from "~/utils/db.server";

export interface ValueRange {
  low: number;
  average: number;
  high: number;
  trend: "up" | "down" | "stable";
}

/** A change under this share of value between the last two revisions counts as stable. */
const STABLE_BAND = 0.01;

function trendBetween(previous: number | null, latest: number): ValueRange["trend"] {
  if (previous === null || previous <= 0) return "stable";
  const change = (latest - previous) / previous;
  if (change > STABLE_BAND) return "up";
  if (change < -STABLE_BAND) return "down";
  return "stable";
}

/**
 * The market value range for a model year from the newest value revision: low and high
 * book values around the retail average, and the trend since the revision before it.
 */
export async function getValueRange(vehicleModelId: number, modelYear: number): Promise<ValueRange | null> {
  const revisions = await publicReader().vehicleValueHistory.findMany({
    where: { modelId: vehicleModelId, modelYear },
    orderBy: { revisionDate: "desc" },
    take: 2,
    select: { unadjustedLowValue: true, unadjustedHighValue: true, unadjustedRetailValue: true },
  });
  const [latest, previous] = revisions;
  if (!latest) return null;
  const average = Number(latest.unadjustedRetailValue);
  return {
    low: Math.round(Number(latest.unadjustedLowValue)),
    average: Math.round(average),
    high: Math.round(Number(latest.unadjustedHighValue)),
    trend: trendBetween(previous ? Number(previous.unadjustedRetailValue) : null, average),
  };
}

export async function getVehicleValueRange(vehicleId: number): Promise<ValueRange | null> {
  const vehicle = await publicReader().vehicle.findUnique({ where: { id: vehicleId }, select: { vehicleModelId: true, year: true } });
  if (!vehicle) return null;
  return getValueRange(vehicle.vehicleModelId, vehicle.year);
}
