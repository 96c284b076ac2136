import { prisma } from "~/utils/db.server";
import { CURRENT_MODEL_YEAR_OFFSET } from "~/modules/catalog/years";
import { findZipCode, type ZipLocation } from "~/modules/geo/zip-codes.server";
import { listVehicleTypes } from "~/modules/catalog/lookups.server";
import type { VehicleDetailsInput } from "./listing-schema";
import { checkIdentifier, identifierKindFor } from "~/modules/listings/vehicle-identifier";
import type { FieldErrors } from "./field-errors";


/**
 * The checks a schema cannot make: the make belongs to the type, the model to the make,
 * the year is one the model was built, the condition exists, the zip code is a real one and the
 * identifier is the kind the type takes (a boat's HIN, any other type's VIN).
 */
export async function checkVehicleDetails(v: VehicleDetailsInput): Promise<{ errors: FieldErrors | null; zip: ZipLocation | null }> {
  const [model, condition, zip, identifierMessage] = await Promise.all([
    prisma.vehicleModel.findUnique({
      where: { id: v.vehicleModelId },
      select: { vehicleMakeId: true, startYear: true, endYear: true, make: { select: { vehicleTypeId: true } } },
    }),
    prisma.vehicleCondition.findUnique({ where: { id: v.vehicleConditionId }, select: { id: true } }),
    findZipCode(v.zipCode),
    identifierErrorFor(v.vehicleTypeId, v.identifier),
  ]);
  const make = model ? null : await prisma.vehicleMake.findUnique({ where: { id: v.vehicleMakeId }, select: { vehicleTypeId: true } });
  const errors: FieldErrors = {};
  if (model) {
    if (model.make.vehicleTypeId !== v.vehicleTypeId) errors.vehicleMakeId = "Make is required";
    if (model.vehicleMakeId !== v.vehicleMakeId) errors.vehicleModelId = "Model is required";
    const last = model.endYear ?? new Date().getFullYear() + CURRENT_MODEL_YEAR_OFFSET;
    if (v.year < model.startYear || v.year > last) errors.year = `This model was built from ${model.startYear} to ${last}`;
  } else {
    if (!make || make.vehicleTypeId !== v.vehicleTypeId) errors.vehicleMakeId = "Make is required";
    errors.vehicleModelId = "Model is required";
  }
  if (!condition) errors.vehicleConditionId = "Condition is required";
  if (!zip) errors.zipCode = "Please enter a valid zip code";
  if (identifierMessage) errors.identifier = identifierMessage;
  return { errors: Object.keys(errors).length ? errors : null, zip };
}

/** A failed schema's errors, with the identifier's message told for the type: the schema cannot tell a VIN from a HIN. */
export async function withIdentifierExplained(errors: FieldErrors, values: { vehicleTypeId?: number; identifier?: string }): Promise<FieldErrors> {
  if (!errors.identifier) return errors;
  return { ...errors, identifier: (await identifierErrorFor(values.vehicleTypeId, values.identifier)) ?? errors.identifier };
}

/** Why the identifier entered does not fit a vehicle of this type, or null when it does (or is empty). */
export async function identifierErrorFor(vehicleTypeId: number | undefined, identifier: string | undefined): Promise<string | null> {
  if (!identifier) return null;
  const type = (await listVehicleTypes()).find((t) => t.id === vehicleTypeId);
  const checked = checkIdentifier(identifierKindFor(type?.slug), identifier);
  return checked.ok ? null : checked.message;
}
