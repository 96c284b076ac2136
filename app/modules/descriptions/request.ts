import type { DescriptionInput } from "./vehicle-facts";

/** A non-negative whole number from JSON (a number or a numeric string); undefined for anything else. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

const first = (body: Record<string, unknown>, ...keys: string[]) => keys.map((k) => body[k]).find((v) => v !== undefined && v !== null && v !== "");

/**
 * Reads the wizard's request body: `{type, make, model, year, condition}` as ids, or the
 * listing field names (vehicleTypeId, ...). Unreadable values are left out, so the
 * generator reports the missing information.
 */
export function parseDescriptionRequest(body: Record<string, unknown>): DescriptionInput {
  const mileage = wholeNumber(first(body, "mileage"));
  const zip = first(body, "zipCode", "zip");
  return {
    vehicleTypeId: wholeNumber(first(body, "vehicleTypeId", "type")),
    vehicleMakeId: wholeNumber(first(body, "vehicleMakeId", "make")),
    vehicleModelId: wholeNumber(first(body, "vehicleModelId", "model")),
    year: wholeNumber(first(body, "year")),
    vehicleConditionId: wholeNumber(first(body, "vehicleConditionId", "condition")),
    mileage: mileage ?? null,
    zipCode: typeof zip === "string" ? zip.trim() : undefined,
  };
}
