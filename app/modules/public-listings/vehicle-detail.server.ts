import { publicReader } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";
import { daysOnMarket } from "~/modules/valuations/deal-rating";
import { shownIdentifier, type ShownIdentifier } from "~/modules/listings/vehicle-identifier";
import { isHeldStatus } from "~/modules/listings/status";
import { userManagesListing } from "~/modules/dealers/membership.server";

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
 * off the market (in review, hidden, removed, unpublished) is there only for those who manage it
 * (its seller, its dealership's members) and staff: for everyone else there is no such vehicle.
 */
export async function getVehicleDetail(id: number, viewer: Viewer | null): Promise<VehicleDetail | null> {
  return (await loadVehicleDetail(id, viewer))?.detail ?? null;
}

/** getVehicleDetail, with whether the viewer manages the listing (decision 47) for the pages that offer its owner's controls. */
export async function loadVehicleDetail(id: number, viewer: Viewer | null): Promise<{ detail: VehicleDetail; viewerManages: boolean } | null> {
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
      dealershipId: true,
    },
  });
  if (!vehicle || !vehicle.listing) return null;
  const viewerManages = viewer !== null && (await userManagesListing(viewer.id, vehicle));
  if (isHeldStatus(vehicle.listing.status) && !(viewer && (viewer.staff || viewerManages))) return null;
  const extras: VehicleDetail["extras"] = {};
  for (const key of ["length", "fuelType", "boatType", "hullMaterial", "engineSize", "transmission", "driveType"] as const) {
    const value = vehicle[key];
    if (value !== null && value !== undefined) extras[key] = value;
  }
  const summary = toVehicleSummary(vehicle);
  const detail: VehicleDetail = {
    ...summary,
    updatedAt: vehicle.updatedAt.toISOString(),
    daysOnMarket: summary.status === "sold" || summary.status === "expired" ? null : daysOnMarket(summary.createdAt),
    typicalValue: summary.dealRating && vehicle.listing.typicalValue ? Number(vehicle.listing.typicalValue) : null,
    extras,
    identifier: shownIdentifier(summary.type, vehicle.identifier, viewerManages),
  };
  return { detail, viewerManages };
}
