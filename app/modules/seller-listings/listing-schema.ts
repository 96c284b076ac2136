import { z } from "zod";
import { IDENTIFIER_MESSAGES, normalizeIdentifier, validIdentifierOf } from "~/modules/listings/vehicle-identifier";
import { ID_MAX } from "~/shared/ids";
import { ZIP_LENGTH, ZIP_PATTERN } from "~/shared/zip-code-rules";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_PHOTOS, MILEAGE_MAX, PRICE_MAX, PRICE_MIN, YEAR_MIN, yearMax } from "~/modules/listings/listing-limits";

// The listing form's rules, shared by the sell and edit wizards, the listing API and the
// browser (native constraints through conform). Messages are the product's own words.

const requiredId = (message: string) => z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

const yearMessage = () => `Year must be between ${YEAR_MIN} and ${yearMax()}`;
const year = z
  .number({ error: "Year is required" })
  .int(yearMessage())
  .refine((y) => y >= YEAR_MIN && y <= yearMax(), { message: yearMessage() });

const mileage = z
  .number({ error: "Mileage must be a whole number of 0 or more" })
  .int("Mileage must be a whole number of 0 or more")
  .min(0, "Mileage must be a whole number of 0 or more")
  .max(MILEAGE_MAX, "Mileage must be a whole number of 0 or more")
  .optional();

const zipCode = z
  .string({ error: "Zip code is required" })
  .trim()
  .min(ZIP_LENGTH, "Zip code is required")
  .max(ZIP_LENGTH, "Zip code must be 5 digits")
  .regex(ZIP_PATTERN, "Zip code must be 5 digits");

/**
 * The VIN or HIN, optional: stored normalized. Which of the two a type takes is checked with the
 * catalog (checkVehicleDetails), which knows the type; here either is accepted.
 */
const identifier = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!normalizeIdentifier(v ?? "")) return undefined;
    const valid = validIdentifierOf(v);
    if (!valid) ctx.addIssue({ code: "custom", message: IDENTIFIER_MESSAGES.either });
    return valid ?? undefined;
  });

const PRICE_RANGE = "Price must be between $1 and $99,999,999.99";
/** Price as entered ("12500", "12,500.50", "$9.99"): a decimal string with cents. */
const price = z
  .string({ error: "Price is required" })
  .trim()
  .min(1, "Price is required")
  .transform((v) => v.replace(/[$,\s]/g, ""))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), { message: PRICE_RANGE })
  .refine((v) => Number(v) >= PRICE_MIN && Number(v) <= PRICE_MAX, { message: PRICE_RANGE })
  .transform((v) => Number(v).toFixed(2));

const description = z
  .string({ error: `Description must be at least ${DESCRIPTION_MIN} characters` })
  .trim()
  .min(DESCRIPTION_MIN, `Description must be at least ${DESCRIPTION_MIN} characters`)
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);

const images = z
  .array(z.string().max(2048).regex(/^(\/|https:\/\/)/, "Photos must be uploaded images"))
  .max(MAX_PHOTOS, `You can only upload up to ${MAX_PHOTOS} images`)
  .default([]);

export const vehicleDetailsSchema = z.object({
  vehicleTypeId: requiredId("Vehicle type is required"),
  vehicleMakeId: requiredId("Make is required"),
  vehicleModelId: requiredId("Model is required"),
  year,
  vehicleConditionId: requiredId("Condition is required"),
  mileage,
  identifier,
  zipCode,
});

export const descriptionPhotosSchema = z.object({ description, images });
export const pricingSchema = z.object({ price });
export const packageSchema = z.object({ packageId: requiredId("Package is required") });

/** The whole listing, as the wizard payload and `POST /api/listings` carry it. */
export const listingSchema = vehicleDetailsSchema.extend(descriptionPhotosSchema.shape).extend(pricingSchema.shape).extend(packageSchema.shape);

export type VehicleDetailsInput = z.infer<typeof vehicleDetailsSchema>;
export type ListingInput = z.infer<typeof listingSchema>;

/** The wizard's form steps, in order; payment (5) and success (6) follow the last. */
export const LISTING_STEPS = [
  { step: 1, schema: vehicleDetailsSchema },
  { step: 2, schema: descriptionPhotosSchema },
  { step: 3, schema: pricingSchema },
  { step: 4, schema: packageSchema },
] as const;
