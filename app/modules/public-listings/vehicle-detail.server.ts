import { publicReader } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";
import { daysOnMarket } from "~/modules/valuations/deal-rating";
import { shownIdentifier, type ShownIdentifier } from "~/modules/listings/vehicle-identifier";
import { isHeldStatus } from "~/modules/listings/status";

export interface VehicleDetail extends VehicleSummary {
  updatedAt: string;
  /** Whole days since the listing was created; null once it is sold or expired (off the market). */
  daysOnMarket: number | null;
  /** The typical retail value the deal rating compares with (null when there is no rating). */
  typicalValue: number | null;
  /** Filterable extras, when the vehicle has them. */
  extras: Partial<Record<"length" | "fuelType" | "boatType" | "hullMaterial" | "engineSize" | "transmission" | "driveType", string | number>>;
  /** The VIN or HIN: whole for the owner, masked for everyone else; null when the seller gave none. */
  identifier: ShownIdentifier | null;
}

/** Who is looking: the signed-in user's id, and whether they are staff (decision 38). */
export interface Viewer {
  id: number;
  staff: boolean;
}

/**
 * The vehicle as `viewer` may see it (null for a visitor who is not signed in). A listing held
 * off the market (in review, hidden, removed) is there only for its owner and staff: for
 * everyone else there is no such vehicle.
 */
export async function getVehicleDetail(id: number, viewer: Viewer | null): Promise<VehicleDetail | null> {
  const viewerId = viewer?.id ?? null;
  const vehicle = await publicReader().vehicle.findUnique({
    where: { id },
    select: {
      ...vehicleSummarySelect,
      updatedAt: true,
      listing: { select: { ...vehicleSummarySelect.listing.select, typicalValue: true } },
      length: true,
      fuelType: true,
      boatType: true,
      hullMaterial: true,
      engineSize: true,
      transmission: true,
      driveType: true,
      identifier: true,
    },
  });
  if (!vehicle || !vehicle.listing) return null;
  if (isHeldStatus(vehicle.listing.status) && !(viewer && (viewer.staff || viewer.id === vehicle.userId))) return null;
  const extras: VehicleDetail["extras"] = {};
  for (const key of ["length", "fuelType", "boatType", "hullMaterial", "engineSize", "transmission", "driveType"] as const) {
    const value = vehicle[key];
    if (value !== null && value !== undefined) extras[key] = value;
  }
  const summary = toVehicleSummary(vehicle);
  return {
    ...summary,
    updatedAt: vehicle.updatedAt.toISOString(),
    daysOnMarket: summary.status === "sold" || summary.status === "expired" ? null : daysOnMarket(summary.createdAt),
    typicalValue: summary.dealRating && vehicle.listing.typicalValue ? Number(vehicle.listing.typicalValue) : null,
    extras,
    identifier: shownIdentifier(summary.type, vehicle.identifier, viewerId !== null && viewerId === vehicle.userId),
  };
}
