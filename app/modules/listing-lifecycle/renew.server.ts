// Renewing a listing (decision 21): the seller pays for a package again and the expiry moves
// from the later of now and the old expiry by the package's duration. The payment is started
// by the payments module (startRenewalPayment); `renewListingRecord` runs inside its
// completion, under the payment row's lock and `completed_at` marker (decisions 5 and 14), so a
// double submit, the browser's confirmation and the webhook renew once.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError, type AppErrorCode } from "~/utils/app-error";
import { effectiveStatus } from "~/modules/listings/status";

const DAY_MS = 86_400_000;

export interface RenewalTarget {
  listingId: number;
  vehicleId: number;
  title: string;
  status: string;
  packageExpiry: string | null;
  packageId: number;
}

/** The kinds of AppError renewalTarget refuses with. */
export const RENEWAL_REFUSALS: AppErrorCode[] = ["not-found", "forbidden", "conflict"];

/**
 * The listing the user may renew. Refused (an AppError) when it does not exist (404), is not
 * theirs (403) or is a sold listing with time left (409: that is relisted, not renewed).
 */
export async function renewalTarget(userId: number, by: { vehicleId: number } | { listingId: number }, now = new Date()): Promise<RenewalTarget> {
  const listing = await prisma.listing.findFirst({
    where: "vehicleId" in by ? { vehicleId: by.vehicleId } : { id: by.listingId },
    select: {
      id: true,
      userId: true,
      vehicleId: true,
      status: true,
      packageExpiry: true,
      vehiclePackageId: true,
      vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } } } },
    },
  });
  if (!listing) throw new AppError("Listing not found", { status: 404, code: "not-found" });
  if (listing.userId !== userId) throw new AppError("Forbidden", { status: 403, code: "forbidden" });
  // A sold listing with time left is relisted (a status move); once its package has run out, renewing relists it.
  if (listing.status === "sold" && !hasRunOut(listing.packageExpiry, now)) throw new AppError("This sold listing still has time left: relist it instead.", { status: 409, code: "conflict" });
  return {
    listingId: listing.id,
    vehicleId: listing.vehicleId,
    title: `${listing.vehicle.year} ${listing.vehicle.make.name} ${listing.vehicle.model.name}`,
    status: effectiveStatus(listing.status, listing.packageExpiry, now),
    packageExpiry: listing.packageExpiry?.toISOString() ?? null,
    packageId: listing.vehiclePackageId,
  };
}

const hasRunOut = (expiry: Date | null, now: Date) => expiry !== null && expiry.getTime() <= now.getTime();

/** The expiry a renewal with a package of `durationDays` gives: from the later of now and the old expiry. */
export function renewedExpiry(oldExpiry: Date | null, durationDays: number, now: Date): Date {
  const from = oldExpiry && oldExpiry.getTime() > now.getTime() ? oldExpiry : now;
  return new Date(from.getTime() + durationDays * DAY_MS);
}

/**
 * Applies a paid renewal inside the payment's completing transaction. An expired listing goes
 * back on the market, with a new `activated_at` so saved-search alerts see it go live again
 * (the trigger sets it when the status changes; it is set here too for a listing the
 * scheduled run had not moved yet). Returns false when the listing has been deleted since.
 */
export async function renewListingRecord(tx: Prisma.TransactionClient, vehicleId: number, packageId: number, now: Date): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM listings WHERE vehicle_id = ${vehicleId} FOR UPDATE`;
  const listing = await tx.listing.findUnique({ where: { vehicleId }, select: { id: true, status: true, packageExpiry: true } });
  if (!listing) return false;
  const pkg = await tx.vehiclePackage.findUniqueOrThrow({ where: { id: packageId }, select: { durationDays: true } });
  // Expired, or sold and run out (renewing is then how it is relisted): it goes back on the market.
  const offMarket = effectiveStatus(listing.status, listing.packageExpiry, now) === "expired" || (listing.status === "sold" && hasRunOut(listing.packageExpiry, now));
  await tx.listing.update({
    where: { id: listing.id },
    data: {
      packageExpiry: renewedExpiry(listing.packageExpiry, pkg.durationDays, now),
      vehiclePackageId: packageId,
      ...(offMarket ? { status: "active", activatedAt: now } : {}),
    },
  });
  return true;
}
