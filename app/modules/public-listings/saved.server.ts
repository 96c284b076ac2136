import { prisma } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, withRecentPriceDrop, type VehicleSummary } from "./vehicle-summary.server";
import type { ToastInput } from "~/modules/toast/toast";

/** Said once a vehicle is saved: from its page, or after signing in to save it. */
export const VEHICLE_SAVED_TOAST: ToastInput = { title: "Vehicle Saved", description: "This vehicle has been added to your saved listings." };

export async function isSaved(userId: number, vehicleId: number): Promise<boolean> {
  return (await prisma.savedVehicle.count({ where: { userId, vehicleId } })) > 0;
}

/** Saves a vehicle; saving twice is a no-op. False when the vehicle does not exist. */
export async function saveVehicle(userId: number, vehicleId: number): Promise<boolean> {
  const exists = await prisma.vehicle.count({ where: { id: vehicleId, listing: { isNot: null } } });
  if (!exists) return false;
  await prisma.savedVehicle.upsert({
    where: { userId_vehicleId: { userId, vehicleId } },
    create: { userId, vehicleId },
    update: {},
  });
  return true;
}

export async function unsaveVehicle(userId: number, vehicleId: number): Promise<void> {
  await prisma.savedVehicle.deleteMany({ where: { userId, vehicleId } });
}

export async function listSavedVehicles(userId: number): Promise<VehicleSummary[]> {
  const saved = await prisma.savedVehicle.findMany({
    where: { userId, vehicle: { listing: { isNot: null } } },
    orderBy: { createdAt: "desc" },
    select: { vehicle: { select: vehicleSummarySelect } },
  });
  return saved.map((s) => withRecentPriceDrop(toVehicleSummary(s.vehicle)));
}
