import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { vehiclesManagedBy } from "~/modules/listings/managed-by";
import { NOT_YOUR_PHOTO_MESSAGE, photosNotAttachable } from "~/modules/media/photo-ownership.server";
import { removePhotosNoLongerUsed } from "./manage.server";
import type { ZipLocation } from "~/modules/geo/zip-codes.server";
import { checkVehicleDetails, withIdentifierExplained } from "./catalog-check.server";
import { spendStagedEdit, type DraftValues } from "./drafts.server";
import { listingSchema, type ListingInput } from "./listing-schema";
import type { FieldErrors } from "./field-errors";
import { issueMessages } from "~/utils/field-messages";
import { priceDropWrittenIn } from "./price-history.server";
import { recordPriceDrop } from "./price-drop-digest.server";
import { screenListing } from "~/modules/screening/screen-listing.server";
import { screeningClientHash } from "~/modules/screening/client-hash.server";
import { SUSPENDED_SELLER_MESSAGE } from "~/modules/screening/suspended-rule";
import { configurationColumns } from "~/modules/catalog/configuration-columns.server";

/** The listing as the edit wizard shows it, only for those who manage it (its seller, its dealership); null for anyone else. */
export type EditableListing = DraftValues & { packagePrice: string };

export async function loadEditableListing(userId: number, vehicleId: number): Promise<EditableListing | null> {
  const v = await prisma.vehicle.findFirst({
    where: { id: vehicleId, listing: { isNot: null }, ...vehiclesManagedBy(userId) },
    include: { listing: { include: { package: true } } },
  });
  if (!v || !v.listing) return null;
  return {
    vehicleTypeId: v.vehicleTypeId,
    vehicleMakeId: v.vehicleMakeId,
    vehicleModelId: v.vehicleModelId,
    year: v.year,
    vehicleConditionId: v.vehicleConditionId,
    mileage: v.mileage ?? undefined,
    identifier: v.identifier ?? undefined,
    zipCode: v.listing.zipCode,
    description: v.description,
    images: v.images,
    price: v.listing.price.toFixed(2),
    packageId: v.listing.vehiclePackageId,
    packagePrice: v.listing.package.price.toFixed(2),
  };
}


export interface UpdateOptions {
  /** The listing as already loaded for this user by the caller, to save reading it again. */
  loaded?: EditableListing;
  /** Applying the seller's staged edit: it is spent in the same transaction. */
  fromStagedEdit?: boolean;
  /** Where the change came from: the listing is screened with its keyed hash (decision 42). */
  clientAddress?: string;
}

/**
 * Validates the whole listing and writes it. Only those who manage it can; the package may change
 * only to one that costs no more than the paid one (an upgrade is a new payment).
 */
export async function updateListing(userId: number, vehicleId: number, values: DraftValues, options: UpdateOptions = {}): Promise<{ errors: FieldErrors } | { ok: true }> {
  const current = options.loaded ?? (await loadEditableListing(userId, vehicleId));
  if (!current) throw new AppError("Vehicle Not Found", { status: 404, code: "not-editable" });
  // A suspended seller cannot change a listing: told so above the form (and in the API's error).
  const seller = await prisma.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  if (seller?.suspendedAt) return { errors: { form: SUSPENDED_SELLER_MESSAGE } };
  const checked = await checkListing(userId, values, current.images);
  if (checked.errors) return { errors: checked.errors };
  const { input, zip } = checked;
  const pkg = await prisma.vehiclePackage.findUnique({ where: { id: input.packageId } });
  if (!pkg) return { errors: { packageId: "Package is required" } };
  if (isUpgrade(current, pkg)) return { errors: { packageId: "Upgrading to a bigger package needs a new listing payment" } };
  const priceDropId = await prisma.$transaction(async (tx) => {
    const written = await writeListingChanges(tx, vehicleId, input, zip);
    // Screened with the write, so a change that a rule would hold is never live without it.
    if (screenedKey(current) !== screenedKey(input)) await screenListing(tx, written.listingId, { clientHash: screeningClientHash(options.clientAddress) });
    if (options.fromStagedEdit) await spendStagedEdit(tx, vehicleId);
    return written.priceDropId;
  });
  await recordPriceDrop(priceDropId);
  await removePhotosReplacedBy(current.images, input.images);
  return { ok: true };
}

/** What screening reads of a listing: an edit that changes none of it (a resubmit, a new zip) is not screened again. */
function screenedKey(values: Pick<DraftValues, "vehicleModelId" | "year" | "vehicleConditionId" | "description" | "images" | "identifier"> & { price?: number | string }) {
  return JSON.stringify([values.vehicleModelId, values.year, values.vehicleConditionId, Number(values.price), values.description, values.identifier ?? null, values.images]);
}

/** A package that costs more than the one paid for: it needs a payment. */
export const isUpgrade = (current: Pick<EditableListing, "packageId" | "packagePrice">, pkg: { id: number; price: { toString(): string } }) =>
  pkg.id !== current.packageId && Number(pkg.price) > Number(current.packagePrice);

/** What an upgrade to `pkg` costs: the difference between its price and the one paid for. */
export const upgradeDifference = (current: Pick<EditableListing, "packagePrice">, pkg: { price: { toString(): string } }) =>
  new Prisma.Decimal(pkg.price.toString()).minus(current.packagePrice);

/** The whole listing checked as it would be written: schema, the seller's photos, catalog and zip. */
export async function checkListing(
  userId: number,
  values: DraftValues,
  onRecord: string[],
): Promise<{ errors: FieldErrors; input?: undefined; zip?: undefined } | { errors?: undefined; input: ListingInput; zip: ZipLocation }> {
  const parsed = listingSchema.safeParse(values);
  if (!parsed.success) return { errors: await withIdentifierExplained(issueMessages(parsed.error.issues, "form"), values) };
  const input: ListingInput = parsed.data;
  if ((await photosNotAttachable(userId, input.images, onRecord)).length) return { errors: { images: NOT_YOUR_PHOTO_MESSAGE } };
  const { errors, zip } = await checkVehicleDetails(input);
  if (errors || !zip) return { errors: errors ?? {} };
  return { input, zip };
}

/** A vehicle's own columns from a checked listing, as publishing and editing both write them. */
export function vehicleColumns(input: ListingInput) {
  return {
    vehicleTypeId: input.vehicleTypeId,
    vehicleMakeId: input.vehicleMakeId,
    vehicleModelId: input.vehicleModelId,
    year: input.year,
    vehicleConditionId: input.vehicleConditionId,
    mileage: input.mileage ?? null,
    identifier: input.identifier ?? null,
    description: input.description,
    images: input.images,
  };
}

/**
 * Writes a checked listing over a live one inside the caller's transaction. A lower price is
 * returned as the id of its recorded drop: once the transaction commits, the caller hands it
 * to recordPriceDrop.
 */
export async function writeListingChanges(
  tx: Prisma.TransactionClient,
  vehicleId: number,
  input: ListingInput,
  zip: ZipLocation,
  listing: Prisma.ListingUpdateInput = {},
): Promise<{ listingId: number; priceDropId: number | null }> {
  await tx.vehicle.update({
    where: { id: vehicleId },
    data: { ...vehicleColumns(input), ...(await configurationColumns(tx, input.vehicleModelId, input.year)) },
  });
  const { id } = await tx.listing.update({
    where: { vehicleId },
    data: { zipCode: zip.zipCode, latitude: zip.latitude, longitude: zip.longitude, price: input.price, package: { connect: { id: input.packageId } }, ...listing },
    select: { id: true },
  });
  return { listingId: id, priceDropId: await priceDropWrittenIn(tx, id) };
}

/** Photos the edit took off the listing are deleted once nothing else uses them. */
export async function removePhotosReplacedBy(before: string[], after: string[]) {
  const removed = before.filter((url) => !after.includes(url));
  if (removed.length) await removePhotosNoLongerUsed(removed);
}
