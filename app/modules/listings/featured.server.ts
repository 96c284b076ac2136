import { prisma } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";

const FEATURED_COUNT = 4;

/**
 * Active listings, premium packages first, then the newest. Packages are few, so each is
 * asked in turn for its newest listings (an index scan each) until the count is reached.
 */
export async function getFeaturedVehicles(count = FEATURED_COUNT): Promise<VehicleSummary[]> {
  const packages = await prisma.vehiclePackage.findMany({ orderBy: { sortOrder: "desc" }, select: { id: true } });
  const featured: VehicleSummary[] = [];
  for (const pkg of packages) {
    if (featured.length >= count) break;
    const listings = await prisma.listing.findMany({
      where: { status: "active", vehiclePackageId: pkg.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: count - featured.length,
      select: { vehicle: { select: vehicleSummarySelect } },
    });
    featured.push(...listings.map((l) => toVehicleSummary(l.vehicle)));
  }
  return featured;
}
