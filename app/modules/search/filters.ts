import { z } from "zod";
import { VEHICLE_TYPE_SLUGS } from "~/modules/catalog/vehicle-types";
import { cleanText } from "~/utils/text";
import { singleLine } from "~/utils/single-line-text";
import { formatDecimal, formatNumber } from "~/shared/format";
import { keywordForSearch } from "./keyword";
import { DEAL_FILTER_VALUES } from "~/modules/valuations/deal-rating";
import { PAGE_SIZE, MAX_LIMIT, MAX_PAGE, MAX_RESULT_WINDOW, SORT_VALUES, INVALID_ZIP_MESSAGE, resultWindowMessage } from "./filter-values";
import { ANY_RADIUS, BOAT_TYPE_CHOICES, CONDITION_CHOICES, DRIVE_CHOICES, FUEL_CHOICES, HULL_CHOICES, RADIUS_CHOICES, TRANSMISSION_CHOICES, valuesOf } from "./choices";
import { STATE_CODES } from "~/shared/us-states";
import { ID_MAX } from "~/shared/ids";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { SLUG_PATTERN } from "~/shared/slug";
import { firstMessages, parseFields, refusedFields, type RefusedFields } from "~/utils/field-messages";
import { MILEAGE_MAX, PRICE_MAX, YEAR_MIN, yearMax } from "~/modules/listings/listing-limits";

// Search filters as they travel in the URL (the /buy page) and the JSON API. One schema
// parses both, so the page and the API accept and refuse exactly the same input.

export * from "./filter-values";

const blankToUndefined = (v: unknown) => {
  if (typeof v !== "string") return v;
  const cleaned = cleanText(v).trim();
  return cleaned === "" ? undefined : cleaned;
};

const text = (max: number, label: string) =>
  z.preprocess(blankToUndefined, singleLine(z.string().max(max, `${label} must be at most ${max} characters`), label).optional());

const integer = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine(Number.isInteger, `${label} must be a whole number`)
    .min(min, `${label} must be at least ${formatNumber(min)}`)
    .max(max, `${label} must be at most ${formatNumber(max)}`);

const wholeNumber = (label: string, min: number, max: number) => z.preprocess(blankToUndefined, integer(label, min, max).optional());

const decimal = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${formatDecimal(max)}`)
      .optional(),
  );

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.toLowerCase()) : v),
    z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }).optional(),
  );

const RADIUS_MILES = valuesOf(RADIUS_CHOICES);

const searchFiltersSchema = z
  .object({
    page: z.preprocess(blankToUndefined, integer("Page", 1, MAX_PAGE).default(1)),
    limit: z.preprocess(blankToUndefined, integer("Limit", 1, MAX_LIMIT).default(PAGE_SIZE)),
    sortBy: oneOf(SORT_VALUES, "Sort"),
    type: oneOf(VEHICLE_TYPE_SLUGS as unknown as [string, ...string[]], "Vehicle type"),
    make: text(80, "Make"),
    model: text(120, "Model"),
    keyword: text(200, "Keyword").transform(keywordForSearch),
    zipCode: z.preprocess(blankToUndefined, z.string().regex(ZIP_PATTERN, INVALID_ZIP_MESSAGE).optional()),
    radius: z.preprocess(
      (v) => (v === ANY_RADIUS ? undefined : blankToUndefined(v)),
      z.enum(RADIUS_MILES, { error: `Radius must be one of: ${RADIUS_MILES.join(", ")} or ${ANY_RADIUS}` }).transform(Number).optional(),
    ),
    // A state by its two-letter code: the listings whose zip codes lie in it.
    state: z.preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.toUpperCase()) : v),
      z.enum(STATE_CODES, { error: "State must be a two-letter US state code, such as TX" }).optional(),
    ),
    yearMin: wholeNumber("Minimum year", YEAR_MIN, yearMax()),
    yearMax: wholeNumber("Maximum year", YEAR_MIN, yearMax()),
    priceMin: decimal("Minimum price", 0, PRICE_MAX),
    priceMax: decimal("Maximum price", 0, PRICE_MAX),
    mileageMin: wholeNumber("Minimum mileage", 0, MILEAGE_MAX),
    mileageMax: wholeNumber("Maximum mileage", 0, MILEAGE_MAX),
    includeSoldListings: z.preprocess(
      (v) => (v === "true" || v === "on" || v === true ? true : v === "false" || v === undefined || v === "" || v === false ? false : v),
      z.boolean({ error: "includeSoldListings must be true or false" }),
    ),
    condition: oneOf(valuesOf(CONDITION_CHOICES), "Condition"),
    typeId: wholeNumber("typeId", 1, ID_MAX),
    makeId: wholeNumber("makeId", 1, ID_MAX),
    modelId: wholeNumber("modelId", 1, ID_MAX),
    length: wholeNumber("Length", 0, 1000),
    engineSize: wholeNumber("Engine size", 0, 100_000),
    fuelType: oneOf(valuesOf(FUEL_CHOICES), "Fuel type"),
    boatType: oneOf(valuesOf(BOAT_TYPE_CHOICES), "Boat type"),
    // A kind of model within its type, by the catalog's slug ("toy-hauler", "class-a").
    subtype: z.preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.toLowerCase()) : v),
      z.string().regex(SLUG_PATTERN, "Subtype must be a catalog subtype, such as toy-hauler").max(40, "Subtype must be at most 40 characters").optional(),
    ),
    hullMaterial: oneOf(valuesOf(HULL_CHOICES), "Hull material"),
    transmission: oneOf(valuesOf(TRANSMISSION_CHOICES), "Transmission"),
    driveType: oneOf(valuesOf(DRIVE_CHOICES), "Drive type"),
    deal: z.preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.toLowerCase()) : v),
      z.enum(DEAL_FILTER_VALUES, { error: "Deal must be good (good deals and better) or great (great deals only)" }).optional(),
    ),
  })
  .superRefine((f, ctx) => {
    if (f.page * f.limit > MAX_RESULT_WINDOW) {
      ctx.addIssue({ code: "custom", path: ["page"], message: resultWindowMessage(f.limit) });
    }
    const pairs = [
      ["yearMin", "yearMax", "year"],
      ["priceMin", "priceMax", "price"],
      ["mileageMin", "mileageMax", "mileage"],
    ] as const;
    for (const [lo, hi, label] of pairs) {
      const a = f[lo];
      const b = f[hi];
      if (a !== undefined && b !== undefined && a > b) {
        ctx.addIssue({ code: "custom", path: [hi], message: `Maximum ${label} must not be below the minimum` });
      }
    }
  });

export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** Filters refused as input: the first message and its field, and each field's first message. */
export type RefusedFilters = RefusedFields;

export type ParsedFilters = { ok: true; filters: SearchFilters } | RefusedFilters;

/** One refused filter, as a value. */
export const refusedFilter = (field: string, message: string): RefusedFilters => refusedFields({ [field]: message });

/** Reads filters from URL search params (the /buy form's GET); a repeated parameter counts by its first value. */
export function parseSearchParams(params: URLSearchParams): ParsedFilters {
  const submission = parseFields(params, searchFiltersSchema);
  if (submission.status === "success") return { ok: true, filters: submission.value };
  return refusedFields(firstMessages(submission.error, "query"));
}
