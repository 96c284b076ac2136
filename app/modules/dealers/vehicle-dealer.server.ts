// The dealership a vehicle is sold by, named on its page with a link to the storefront.
import { prisma } from "~/utils/db.server";
import type { VehicleDealer } from "./storefront-path";

export async function dealerOfVehicle(vehicleId: number): Promise<VehicleDealer | null> {
  const row = await prisma.vehicle.findUnique({ where: { id: vehicleId }, select: { dealership: { select: { name: true, slug: true } } } });
  return row?.dealership ?? null;
}
