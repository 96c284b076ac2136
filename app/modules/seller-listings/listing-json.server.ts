import { cleanText } from "~/utils/text";
import { acceptedPhotoUrls, type DraftValues } from "./drafts.server";
import { ID_DIGITS } from "~/shared/ids";

const id = (v: unknown) => (typeof v === "number" || (typeof v === "string" && ID_DIGITS.test(v)) ? Number(v) : undefined);
const text = (v: unknown) => (typeof v === "string" ? cleanText(v) : typeof v === "number" ? String(v) : undefined);

/**
 * A listing sent as JSON (the wizard payload's names, or the short ones of
 * `PUT /api/vehicles/{id}`: type, make, model, condition, package) as form values. Only
 * the listing's own fields are read: owner, status or expiry in the body are ignored. A body
 * without `identifier` keeps the listing's current one (clients that predate it do not erase
 * it); `null` or "" removes it.
 */
export function listingValuesFromJson(body: Record<string, unknown>, current?: Pick<DraftValues, "identifier">): DraftValues {
  const images = Array.isArray(body.images) ? acceptedPhotoUrls(body.images) : [];
  return {
    vehicleTypeId: id(body.vehicleTypeId ?? body.type),
    vehicleMakeId: id(body.vehicleMakeId ?? body.make),
    vehicleModelId: id(body.vehicleModelId ?? body.model),
    year: id(body.year),
    vehicleConditionId: id(body.vehicleConditionId ?? body.condition),
    mileage: body.mileage === null || body.mileage === undefined || body.mileage === "" ? undefined : (id(body.mileage) ?? -1),
    identifier: "identifier" in body ? text(body.identifier) : current?.identifier,
    zipCode: text(body.zipCode) ?? "",
    description: text(body.description) ?? "",
    images,
    price: text(body.price),
    packageId: id(body.packageId ?? body.package),
  };
}
