import { prisma } from "~/utils/db.server";
import { toVehicleSummary, vehicleSummarySelect, type VehicleSummary } from "./vehicle-summary.server";

export interface VehicleDetail extends VehicleSummary {
  updatedAt: string;
  /** Filterable extras, when the vehicle has them. */
  extras: Partial<Record<"length" | "fuelType" | "boatType" | "hullMaterial" | "engineSize" | "transmission" | "driveType", string | number>>;
}

export async function getVehicleDetail(id: number): Promise<VehicleDetail | null> {
  const vehicle = await prisma.vehicle.findUnique({
    where: { id },
    select: {
      ...vehicleSummarySelect,
      updatedAt: true,
      length: true,
      fuelType: true,
      boatType: true,
      hullMaterial: true,
      engineSize: true,
      transmission: true,
      driveType: true,
    },
  });
  if (!vehicle || !vehicle.listing) return null;
  const extras: VehicleDetail["extras"] = {};
  for (const key of ["length", "fuelType", "boatType", "hullMaterial", "engineSize", "transmission", "driveType"] as const) {
    const value = vehicle[key];
    if (value !== null && value !== undefined) extras[key] = value;
  }
  return { ...toVehicleSummary(vehicle), updatedAt: vehicle.updatedAt.toISOString(), extras };
}
