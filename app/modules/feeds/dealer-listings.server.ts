// A dealership's listings as its members and its API see them: each with its stock number (for a
// feed's units) and its status, whatever the status.
import { prisma } from "~/utils/db.server";

export interface DealerListing {
  vehicleId: number;
  listingId: number;
  stockNumber: string | null;
  offReason: string | null;
  status: string;
  title: string;
  price: string;
  updatedAt: string;
}

export async function dealerListings(dealershipId: number): Promise<DealerListing[]> {
  const rows = await prisma.listing.findMany({
    where: { dealershipId },
    orderBy: { id: "asc" },
    select: {
      id: true, vehicleId: true, status: true, price: true, updatedAt: true,
      vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } }, feedUnit: { select: { stockNumber: true, offReason: true } } } },
    },
  });
  return rows.map((l) => ({
    vehicleId: l.vehicleId,
    listingId: l.id,
    stockNumber: l.vehicle.feedUnit?.stockNumber ?? null,
    offReason: l.vehicle.feedUnit?.offReason ?? null,
    status: l.status,
    title: `${l.vehicle.year} ${l.vehicle.make.name} ${l.vehicle.model.name}`,
    price: l.price.toFixed(2),
    updatedAt: l.updatedAt.toISOString(),
  }));
}
