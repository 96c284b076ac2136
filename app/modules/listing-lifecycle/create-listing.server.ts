import type { Prisma } from "~/generated/prisma/client";
import { vehicleColumns, writeListingChanges } from "~/modules/seller-listings/edit-listing.server";
import { AppError } from "~/utils/app-error";
import { listingsManagedBy } from "~/modules/listings/managed-by";
import { identifierErrorFor } from "~/modules/seller-listings/catalog-check.server";
import { listingSchema, type ListingInput } from "~/modules/seller-listings/listing-schema";
import { screenListing } from "~/modules/screening/screen-listing.server";
import { configurationColumns } from "~/modules/catalog/configuration-columns.server";

const DAY_MS = 86_400_000;

/** The package and zip a checked listing names, read inside the transaction that writes it. */
async function catalogRecordsOf(tx: Prisma.TransactionClient, data: ListingInput) {
  const [model, pkg, zip] = await Promise.all([
    tx.vehicleModel.findUnique({ where: { id: data.vehicleModelId }, select: { vehicleMakeId: true, make: { select: { vehicleTypeId: true } } } }),
    tx.vehiclePackage.findUnique({ where: { id: data.packageId } }),
    tx.zipCode.findUnique({ where: { zipCode: data.zipCode } }),
  ]);
  if (!model || model.vehicleMakeId !== data.vehicleMakeId || model.make.vehicleTypeId !== data.vehicleTypeId) {
    throw new AppError("The vehicle's type, make and model do not match the catalog.", { code: "listing-input" });
  }
  const identifierMessage = await identifierErrorFor(data.vehicleTypeId, data.identifier);
  if (identifierMessage) throw new AppError(identifierMessage, { code: "listing-input", field: "identifier" });
  if (!pkg) throw new AppError("Package is required", { code: "listing-input" });
  if (!zip) throw new AppError("Please enter a valid zip code", { code: "listing-input" });
  return { pkg, zip };
}

/**
 * Writes a vehicle and its active listing inside the caller's transaction, and screens it there
 * (decision 42): a hold leaves it "in review" instead. The package's own duration sets the
 * expiry; the zip's coordinates are copied for distance search. `clientHash`: the keyed hash of
 * the address the payment was started from.
 */
export async function createListingRecord(tx: Prisma.TransactionClient, userId: number, input: ListingInput, now = new Date(), clientHash: string | null = null) {
  const data = listingSchema.parse(input);
  const { pkg, zip } = await catalogRecordsOf(tx, data);
  // A member's listing belongs to their dealership (decision 47).
  const dealershipId = (await tx.dealershipMember.findUnique({ where: { userId }, select: { dealershipId: true } }))?.dealershipId ?? null;
  const specs = await configurationColumns(tx, data.vehicleModelId, data.year);
  const created = await tx.vehicle.create({
    data: {
      userId,
      dealershipId,
      ...vehicleColumns(data),
      ...specs,
      listing: {
        create: {
          userId,
          dealershipId,
          zipCode: zip.zipCode,
          latitude: zip.latitude,
          longitude: zip.longitude,
          price: data.price,
          vehiclePackageId: pkg.id,
          packageExpiry: new Date(now.getTime() + pkg.durationDays * DAY_MS),
          status: "active",
        },
      },
    },
    select: { id: true, listing: { select: { id: true } } },
  });
  await screenListing(tx, created.listing!.id, { clientHash, now });
  return created;
}

/**
 * Applies a paid package upgrade and the staged edit it was paid with, inside the caller's
 * transaction, and screens the changed listing there. The listing keeps its start date: its expiry becomes what the bigger package
 * gives from the day it was listed, and never moves earlier than it was.
 */
export async function upgradeListingRecord(tx: Prisma.TransactionClient, userId: number, vehicleId: number, input: ListingInput, clientHash: string | null = null) {
  const data = listingSchema.parse(input);
  const [listing, { pkg, zip }] = await Promise.all([
    tx.listing.findFirst({ where: { vehicleId, ...listingsManagedBy(userId) }, select: { createdAt: true, packageExpiry: true } }),
    catalogRecordsOf(tx, data),
  ]);
  if (!listing) throw new AppError("The listing this upgrade was for has since been removed.", { code: "listing-input" });
  const upgraded = new Date(listing.createdAt.getTime() + pkg.durationDays * DAY_MS);
  const packageExpiry = listing.packageExpiry && listing.packageExpiry > upgraded ? listing.packageExpiry : upgraded;
  const written = await writeListingChanges(tx, vehicleId, data, zip, { packageExpiry });
  await screenListing(tx, written.listingId, { clientHash });
  return written;
}
