import { prisma } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";

export const FEATURED_COUNT = 4;

/** Active listings, premium packages first, then the newest. */
export async function getFeaturedVehicles(count = FEATURED_COUNT): Promise<VehicleSummary[]> {
  const listings = await prisma.listing.findMany({
    where: { status: "active" },
    orderBy: [{ package: { sortOrder: "desc" } }, { createdAt: "desc" }, { id: "desc" }],
    take: count,
    select: { vehicle: { select: vehicleSummarySelect } },
  });
  return listings.map((l) => toVehicleSummary(l.vehicle));
}
