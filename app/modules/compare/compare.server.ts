// The comparison page's data (/compare): the listings named in its URL, as anyone may see them,
// with the distance from a zip code the visitor gives or, signed in, the one saved on the account.
import { getUser } from "~/modules/accounts/users.server";
import { listSpecifications } from "~/modules/catalog/lookups.server";
import { findZipCode, type ZipLocation } from "~/modules/geo/zip-codes.server";
import { milesBetween } from "~/modules/geo/zip-index.server";
import { groupSpecifications } from "~/modules/public-listings/specifications";
import { getVehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { AppError } from "~/utils/app-error";
import { COMPARE_FULL_MESSAGE, addToCompareList, parseCompareIds, removeFromCompareList } from "./compare-list";
import { compareSections, type ComparedVehicle, type CompareSection } from "./compare-table";

export interface Comparison {
  vehicles: ComparedVehicle[];
  sections: CompareSection[];
  /** Ids in the URL with no listing anyone may see (none, or held off the market). */
  leftOut: number[];
  /** More than COMPARE_MAX ids were given: only the first were compared. */
  overLimit: boolean;
  /** The zip code distances are measured from, and where it came from. */
  origin: { zip: string; place: string; from: "query" | "account" } | null;
  /** What is wrong with the zip code the visitor gave, shown beside the field. */
  zipError: string | null;
  /** The ids part of the URL is not a list of listing numbers. */
  idsError: string | null;
}

export const IDS_ERROR = "List the vehicles to compare by their numbers, separated by commas (for example ?ids=12,34).";
export const ZIP_FORMAT_ERROR = "Please enter a valid zip code";
export const ZIP_UNKNOWN_ERROR = "We don't know that zip code. Please check it.";

async function originFor(zipParam: string | null, userId: number | null): Promise<{ origin: Comparison["origin"]; zipError: string | null }> {
  const given = zipParam?.trim() ?? "";
  if (given !== "") {
    if (!ZIP_PATTERN.test(given)) return { origin: null, zipError: ZIP_FORMAT_ERROR };
    const found = await findZipCode(given);
    return found ? { origin: { zip: given, place: `${found.city}, ${found.state}`, from: "query" }, zipError: null } : { origin: null, zipError: ZIP_UNKNOWN_ERROR };
  }
  const saved = userId === null ? null : (await getUser(userId))?.zip ?? null;
  const found = saved ? await findZipCode(saved) : null;
  return { origin: found ? { zip: found.zipCode, place: `${found.city}, ${found.state}`, from: "account" } : null, zipError: null };
}

async function comparedVehicle(id: number, origin: ZipLocation | null): Promise<ComparedVehicle | null> {
  // Read as a visitor would: a listing held off the market is left out even for its owner, so the
  // page for one URL is the same for everyone (and may be cached) apart from the distance.
  const vehicle = await getVehicleDetail(id, null);
  if (!vehicle) return null;
  const [place, specs] = await Promise.all([findZipCode(vehicle.zipCode), listSpecifications(vehicle.vehicleModelId, vehicle.year)]);
  return {
    id: vehicle.id,
    type: vehicle.type,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    price: vehicle.price,
    dealRating: vehicle.dealRating,
    mileage: vehicle.mileage,
    condition: vehicle.condition,
    zipCode: vehicle.zipCode,
    place: place ? `${place.city}, ${place.state}` : null,
    distance: origin && place ? milesBetween(origin.latitude, origin.longitude, place.latitude, place.longitude) : null,
    images: vehicle.images.slice(0, 1),
    specifications: groupSpecifications(specs),
  };
}

/** The comparison `?ids=` asks for, measured from `?zip=` or the signed-in user's saved zip code. */
export async function loadComparison(params: URLSearchParams, userId: number | null): Promise<Comparison> {
  const parsed = parseCompareIds(params.get("ids"));
  const { origin, zipError } = await originFor(params.get("zip"), userId);
  const originPoint = origin ? await findZipCode(origin.zip) : null;
  const found = await Promise.all(parsed.ids.map((id) => comparedVehicle(id, originPoint)));
  const vehicles = found.filter((v): v is ComparedVehicle => v !== null);
  return {
    vehicles,
    sections: vehicles.length ? compareSections(vehicles, origin !== null) : [],
    leftOut: parsed.ids.filter((_, i) => found[i] === null),
    overLimit: parsed.overLimit,
    origin,
    zipError,
    idsError: parsed.invalid === null ? null : IDS_ERROR,
  };
}


export interface CompareChangeInput {
  intent: "add" | "remove";
  id: number;
}

/**
 * The list after the change, and what to tell the visitor. Only a listing anyone may see is
 * added (404 otherwise); a full list stays as it is, with the reason.
 */
export async function changeCompareList(list: number[], input: CompareChangeInput): Promise<{ list: number[]; message: string }> {
  if (input.intent === "remove") return { list: removeFromCompareList(list, input.id), message: "Removed from compare" };
  if (!(await getVehicleDetail(input.id, null))) throw new AppError("Vehicle Not Found", { status: 404, code: "not-found" });
  const change = addToCompareList(list, input.id);
  if (change.full) throw new AppError(COMPARE_FULL_MESSAGE, { status: 409, code: "conflict" });
  return { list: change.list, message: "Added to compare" };
}
