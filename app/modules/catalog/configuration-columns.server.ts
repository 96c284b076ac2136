// A vehicle's spec columns (the search's spec filters read them: engine size, length, fuel, boat
// type, hull, transmission, drive) as the catalog has them for its model and year. Feeds send
// their own; a listing made or edited in the wizard takes the catalog's, so the spec filters find
// it too. The configuration of the nearest model year stands for a year the catalog lacks.
import type { Prisma } from "~/generated/prisma/client";

const SPEC_COLUMNS = { engineSize: true, length: true, fuelType: true, transmission: true, driveType: true, boatType: true, hullMaterial: true } as const;

export type SpecColumns = Prisma.VehicleConfigurationGetPayload<{ select: typeof SPEC_COLUMNS }>;

const NONE: SpecColumns = { engineSize: null, length: null, fuelType: null, transmission: null, driveType: null, boatType: null, hullMaterial: null };

export async function configurationColumns(tx: Prisma.TransactionClient, vehicleModelId: number, year: number): Promise<SpecColumns> {
  const configurations = await tx.vehicleConfiguration.findMany({
    where: { vehicleModelId },
    orderBy: [{ modelYear: "asc" }, { id: "asc" }],
    select: { modelYear: true, ...SPEC_COLUMNS },
  });
  if (!configurations.length) return NONE;
  const nearest = configurations.reduce((best, c) => (Math.abs(c.modelYear - year) < Math.abs(best.modelYear - year) ? c : best));
  const { modelYear: _, ...columns } = nearest;
  return columns;
}
