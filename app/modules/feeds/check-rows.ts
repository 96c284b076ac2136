// Checks a feed's rows as the listing wizard checks a listing (its schema, the catalog, the
// VIN/HIN rule of the type, the zip), so a feed can list nothing the wizard would refuse. A bad
// row is reported by its line and field and the others go on.
import { createHash } from "node:crypto";
import { listingSchema } from "~/modules/seller-listings/listing-schema";
import { checkIdentifier, identifierKindFor } from "~/modules/listings/vehicle-identifier";
import { BOAT_TYPE_CHOICES, DRIVE_CHOICES, FUEL_CHOICES, HULL_CHOICES, TRANSMISSION_CHOICES, valuesOf } from "~/modules/search/choices";
import { VEHICLE_TYPE_SLUGS } from "~/modules/catalog/vehicle-types";
import { catalogKey as key, type FeedCatalog } from "./feed-catalog.server";
import type { FeedRow } from "./columns";

export interface RejectedRow {
  row: number;
  field: string;
  message: string;
}

export interface UnmatchedModel {
  make: string;
  model: string;
  rows: number[];
}

/** A row fit to list: the columns its vehicle and listing are written with, and its hash. */
export interface CheckedUnit {
  row: number;
  stockNumber: string;
  hash: string;
  photos: string[];
  vehicle: {
    vehicleTypeId: number;
    vehicleMakeId: number;
    vehicleModelId: number;
    year: number;
    vehicleConditionId: number;
    mileage: number | null;
    identifier: string | null;
    description: string;
    length: number | null;
    engineSize: number | null;
    fuelType: string | null;
    boatType: string | null;
    hullMaterial: string | null;
    transmission: string | null;
    driveType: string | null;
  };
  listing: { zipCode: string; latitude: number; longitude: number; price: string };
}

export interface CheckedFeed {
  units: CheckedUnit[];
  rejected: RejectedRow[];
  unmatched: UnmatchedModel[];
}

const SCHEMA_FIELDS: Record<string, string> = {
  vehicleTypeId: "type",
  vehicleMakeId: "make",
  vehicleModelId: "model",
  vehicleConditionId: "condition",
  zipCode: "zip",
  images: "photos",
};

export const STOCK_NUMBER_MAX = 60;
export const UNMATCHED_MESSAGE = "This make and model are not in our catalog.";

const number = (cell: string | undefined) => (cell === undefined ? undefined : Number(cell.replace(/[,\s]/g, "")));

const CHOICES = { fuel_type: FUEL_CHOICES, boat_type: BOAT_TYPE_CHOICES, hull_material: HULL_CHOICES, transmission: TRANSMISSION_CHOICES, drive_type: DRIVE_CHOICES };
const WHOLE = { length: 1000, engine_size: 100_000 };
const LABELS: Record<string, string> = { fuel_type: "Fuel type", boat_type: "Boat type", hull_material: "Hull material", transmission: "Transmission", drive_type: "Drive type", length: "Length", engine_size: "Engine size" };

/** The optional fields of a type, as the search filters know them. */
function typeFields(values: FeedRow["values"], problem: (field: string, message: string) => void) {
  const out: Record<string, string | number | null> = {};
  for (const [column, choices] of Object.entries(CHOICES)) {
    const cell = values[column as keyof typeof CHOICES]?.toLowerCase() ?? null;
    const allowed = valuesOf(choices) as readonly string[];
    if (cell !== null && !allowed.includes(cell)) problem(column, `${LABELS[column]} must be one of: ${allowed.join(", ")}`);
    out[column] = cell;
  }
  for (const [column, max] of Object.entries(WHOLE)) {
    const n = number(values[column as keyof typeof WHOLE]);
    if (n !== undefined && !(Number.isInteger(n) && n >= 0 && n <= max)) problem(column, `${LABELS[column]} must be a whole number from 0 to ${max}`);
    out[column] = n ?? null;
  }
  return out;
}

/** Checks every row; `defaultZip` (the dealership's) stands in for a row without one. */
export function checkFeedRows(rows: FeedRow[], catalog: FeedCatalog, defaultZip: string): CheckedFeed {
  const units: CheckedUnit[] = [];
  const rejected: RejectedRow[] = [];
  const unmatched = new Map<string, UnmatchedModel>();
  const seen = new Map<string, number>();
  for (const r of rows) {
    const problems: RejectedRow[] = [];
    const problem = (field: string, message: string) => problems.push({ row: r.row, field, message });
    const v = r.values;
    const stockNumber = v.stock_number ?? "";
    if (!stockNumber) problem("stock_number", "Stock number is required");
    else if (stockNumber.length > STOCK_NUMBER_MAX) problem("stock_number", `Stock number must be at most ${STOCK_NUMBER_MAX} characters`);
    else if (seen.has(stockNumber)) problem("stock_number", `This stock number is already on line ${seen.get(stockNumber)}.`);
    else seen.set(stockNumber, r.row);

    const type = v.type ? catalog.types.get(key(v.type)) : undefined;
    if (!type) problem("type", `Type must be one of: ${VEHICLE_TYPE_SLUGS.join(", ")}`);
    const makeId = type && v.make ? catalog.makes.get(`${type.id}/${key(v.make)}`) : undefined;
    const model = makeId && v.model ? catalog.models.get(`${makeId}/${key(v.model)}`) : undefined;
    if (type && v.make && v.model && !model) {
      const found = unmatched.get(`${key(v.make)}/${key(v.model)}`) ?? { make: v.make, model: v.model, rows: [] };
      found.rows.push(r.row);
      unmatched.set(`${key(v.make)}/${key(v.model)}`, found);
      problem("model", UNMATCHED_MESSAGE);
    } else if (type && !v.make) problem("make", "Make is required");
    else if (type && !v.model) problem("model", "Model is required");

    const conditionId = v.condition ? catalog.conditions.get(key(v.condition.replace(/_/g, " "))) ?? catalog.conditions.get(key(v.condition)) : undefined;
    const identifierCell = v.vin ?? v.hin;
    const parsed = listingSchema.safeParse({
      vehicleTypeId: type?.id ?? 0,
      vehicleMakeId: makeId ?? 0,
      vehicleModelId: model?.id ?? 0,
      year: number(v.year) ?? undefined,
      vehicleConditionId: conditionId ?? 0,
      mileage: number(v.mileage ?? v.hours),
      zipCode: v.zip ?? defaultZip,
      description: v.description,
      images: r.photos,
      price: v.price,
      packageId: catalog.packageId,
    });
    const identifierColumn = v.vin !== undefined ? "vin" : "hin";
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "row");
        if (field === "vehicleTypeId" || field === "vehicleMakeId" || field === "vehicleModelId") continue;
        const column = SCHEMA_FIELDS[field] ?? (field === "mileage" && v.mileage === undefined ? "hours" : field);
        if (!problems.some((p) => p.field === column)) problem(column, issue.message);
      }
    }
    const identifier = type ? checkIdentifier(identifierKindFor(type.slug), identifierCell) : null;
    if (identifier && !identifier.ok) problem(identifierColumn, identifier.message);
    if (model && parsed.success && (parsed.data.year < model.startYear || parsed.data.year > model.lastYear)) {
      problem("year", `This model was built from ${model.startYear} to ${model.lastYear}`);
    }
    const zip = parsed.success ? catalog.zips.get(parsed.data.zipCode) : undefined;
    if (parsed.success && !zip) problem("zip", "Please enter a valid zip code");
    const extras = typeFields(v, problem);

    if (problems.length || !parsed.success || !type || !makeId || !model || !zip || !identifier?.ok) {
      rejected.push(...problems);
      continue;
    }
    const data = parsed.data;
    const vehicle = {
      vehicleTypeId: type.id,
      vehicleMakeId: makeId,
      vehicleModelId: model.id,
      year: data.year,
      vehicleConditionId: data.vehicleConditionId,
      mileage: data.mileage ?? null,
      identifier: identifier.value,
      description: data.description,
      length: extras.length as number | null,
      engineSize: extras.engine_size as number | null,
      fuelType: extras.fuel_type as string | null,
      boatType: extras.boat_type as string | null,
      hullMaterial: extras.hull_material as string | null,
      transmission: extras.transmission as string | null,
      driveType: extras.drive_type as string | null,
    };
    const listing = { zipCode: zip.zipCode, latitude: zip.latitude, longitude: zip.longitude, price: data.price };
    const hash = createHash("sha256").update(JSON.stringify([stockNumber, vehicle, listing.zipCode, listing.price, r.photos])).digest("hex");
    units.push({ row: r.row, stockNumber, hash, photos: r.photos, vehicle, listing });
  }
  return { units, rejected, unmatched: [...unmatched.values()] };
}
