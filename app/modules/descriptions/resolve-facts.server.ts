import { CURRENT_MODEL_YEAR_OFFSET } from "~/modules/catalog/years";
import { vehicleTypeBadge } from "~/modules/catalog/vehicle-types";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { prisma } from "~/utils/db.server";
import { missingInformation } from "./errors";
import type { DescriptionInput, VehicleFacts } from "./vehicle-facts";
import { isId } from "~/shared/ids";


/**
 * Looks the entered ids up in the catalog. Type, make, model and year are required and must
 * belong together (the model of that make, the make of that type, a year the model was built);
 * condition, mileage and zip code are used only when valid.
 */
export async function resolveVehicleFacts(input: DescriptionInput): Promise<VehicleFacts> {
  const { vehicleTypeId, vehicleMakeId, vehicleModelId, year } = input;
  if (!isId(vehicleTypeId) || !isId(vehicleMakeId) || !isId(vehicleModelId) || typeof year !== "number" || !Number.isSafeInteger(year)) {
    throw missingInformation();
  }
  const model = await prisma.vehicleModel.findUnique({
    where: { id: vehicleModelId },
    select: { id: true, name: true, startYear: true, endYear: true, vehicleMakeId: true, make: { select: { name: true, vehicleTypeId: true, vehicleType: { select: { slug: true } } } } },
  });
  const lastYear = new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;
  if (
    !model ||
    model.vehicleMakeId !== vehicleMakeId ||
    model.make.vehicleTypeId !== vehicleTypeId ||
    year < model.startYear ||
    year > (model.endYear ?? lastYear)
  ) {
    throw missingInformation();
  }
  const [condition, place] = await Promise.all([
    isId(input.vehicleConditionId) ? prisma.vehicleCondition.findUnique({ where: { id: input.vehicleConditionId }, select: { name: true } }) : null,
    input.zipCode ? findZipCode(input.zipCode.trim()) : null,
  ]);
  const mileage = input.mileage;
  return {
    typeSlug: model.make.vehicleType.slug,
    typeLabel: vehicleTypeBadge(model.make.vehicleType.slug),
    make: model.make.name,
    model: model.name,
    modelId: model.id,
    year,
    condition: condition?.name ?? null,
    mileage: typeof mileage === "number" && Number.isFinite(mileage) && mileage >= 0 ? Math.round(mileage) : null,
    location: place ? `${place.city}, ${place.state}` : null,
  };
}
