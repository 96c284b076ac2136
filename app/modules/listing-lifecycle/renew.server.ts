// Renewing a listing (decision 21): the seller pays for a package again and the expiry moves
// from the later of now and the old expiry by the package's duration. What is paid for never
// shrinks (decision 45): a package no bigger than the running one waits for it to end, a bigger
// one starts at once and is charged the upgrade difference besides (see renewalKind). The payment is started
// by the payments module (startRenewalPayment); `renewListingRecord` runs inside its
// completion, under the payment row's lock and `completed_at` marker (decisions 5 and 14), so a
// double submit, the browser's confirmation and the webhook renew once.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { AppError, type AppErrorCode } from "~/utils/app-error";
import { effectiveStatus } from "~/modules/listings/status";
import { userManagesListing } from "~/modules/dealers/membership.server";
import { isUpgrade, upgradeDifference } from "~/modules/seller-listings/edit-listing.server";
import { renewedText, type RenewalKind, type RenewalPlan } from "./renewal-words";

const DAY_MS = 86_400_000;

export interface RenewalTarget {
  listingId: number;
  vehicleId: number;
  title: string;
  status: string;
  packageExpiry: string | null;
  packageId: number;
  packageName: string;
  packagePrice: string;
  /** The package a renewal queued, and when it takes over (the running package's end). */
  nextPackage: { id: number; name: string; from: string } | null;
}

/** A second renewal while one waits is refused, before any money is taken. */
export const RENEWAL_WAITING = "This listing's renewal is waiting to start: you can renew again once it has.";

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
      dealershipId: true,
      vehicleId: true,
      status: true,
      packageExpiry: true,
      vehiclePackageId: true,
      package: { select: { name: true, price: true } },
      nextPackageFrom: true,
      nextPackage: { select: { id: true, name: true } },
      vehicle: { select: { year: true, make: { select: { name: true } }, model: { select: { name: true } } } },
    },
  });
  if (!listing) throw new AppError("Listing not found", { status: 404, code: "not-found" });
  if (!(await userManagesListing(userId, listing))) throw new AppError("Forbidden", { status: 403, code: "forbidden" });
  // A sold listing with time left is relisted (a status move); once its package has run out, renewing relists it.
  if (listing.status === "sold" && !hasRunOut(listing.packageExpiry, now)) throw new AppError("This sold listing still has time left: relist it instead.", { status: 409, code: "conflict" });
  return {
    listingId: listing.id,
    vehicleId: listing.vehicleId,
    title: `${listing.vehicle.year} ${listing.vehicle.make.name} ${listing.vehicle.model.name}`,
    status: effectiveStatus(listing.status, listing.packageExpiry, now),
    packageExpiry: listing.packageExpiry?.toISOString() ?? null,
    packageId: listing.vehiclePackageId,
    packageName: listing.package.name,
    packagePrice: listing.package.price.toFixed(2),
    nextPackage: listing.nextPackage && listing.nextPackageFrom ? { ...listing.nextPackage, from: listing.nextPackageFrom.toISOString() } : null,
  };
}

const hasRunOut = (expiry: Date | null, now: Date) => expiry !== null && expiry.getTime() <= now.getTime();

/** The expiry a renewal with a package of `durationDays` gives: from the later of now and the old expiry. */
export function renewedExpiry(oldExpiry: Date | null, durationDays: number, now: Date): Date {
  const from = oldExpiry && oldExpiry.getTime() > now.getTime() ? oldExpiry : now;
  return new Date(from.getTime() + durationDays * DAY_MS);
}

interface RunningPackage {
  status: string;
  packageExpiry: Date | null;
  packageId: number;
  packagePrice: string;
}

/** Off the market and renewed back onto it: the renewal's package starts today. */
const offMarket = (listing: Pick<RunningPackage, "status" | "packageExpiry">, now: Date) =>
  effectiveStatus(listing.status, listing.packageExpiry, now) === "expired" || (listing.status === "sold" && hasRunOut(listing.packageExpiry, now));

/**
 * What renewing a listing with `pkg` does: "restart" off the market (it starts today),
 * "extend" with the running package, "upgrade" with a bigger one (the edit wizard's rule: it
 * starts today and the difference is charged too), "queue" with any other (it starts when the
 * running package ends, which keeps its benefits until then).
 */
export function renewalKind(listing: RunningPackage, pkg: { id: number; price: { toString(): string } }, now: Date): RenewalKind {
  if (offMarket(listing, now) || !listing.packageExpiry || hasRunOut(listing.packageExpiry, now)) return "restart";
  if (pkg.id === listing.packageId) return "extend";
  return isUpgrade(listing, pkg) ? "upgrade" : "queue";
}

/** The message after a renewal confirmed on the provider's return: what it did, as the listing now reads. */
export async function renewedMessage(userId: number, vehicleId: number, paidName: string): Promise<string> {
  const now = await renewalTarget(userId, { vehicleId }).catch(() => null);
  return now ? renewedText(now, now, paidName) : renewedText({ status: "expired", packageName: paidName, packageExpiry: null, nextPackage: null }, null, paidName);
}

const runningPackageOf = (target: RenewalTarget): RunningPackage => ({
  status: target.status,
  packageExpiry: target.packageExpiry ? new Date(target.packageExpiry) : null,
  packageId: target.packageId,
  packagePrice: target.packagePrice,
});

/**
 * What renewing `target` with `pkg` is charged: the package's price, and for a bigger package
 * than the running one the upgrade difference besides. Refused (409) while a renewal waits.
 */
export function renewalPrice(target: RenewalTarget, pkg: { id: number; price: Prisma.Decimal }, now: Date): Prisma.Decimal {
  if (target.nextPackage) throw new AppError(RENEWAL_WAITING, { status: 409, code: "conflict" });
  const running = runningPackageOf(target);
  return renewalKind(running, pkg, now) === "upgrade" ? pkg.price.plus(upgradeDifference(running, pkg)) : pkg.price;
}

/** What renewing the listing with each package would do, for the renew page. */
export function renewalPlans(target: RenewalTarget, packages: { id: number; name: string; price: string; durationDays: number }[], now: Date): (RenewalPlan & { packageId: number })[] {
  const running = runningPackageOf(target);
  const expiry = running.packageExpiry;
  return packages.map((pkg) => {
    const kind = renewalKind(running, pkg, now);
    return {
      packageId: pkg.id,
      kind,
      packageName: pkg.name,
      currentName: target.packageName,
      currentUntil: target.packageExpiry,
      until: renewedExpiry(expiry, pkg.durationDays, now).toISOString(),
      difference: kind === "upgrade" ? upgradeDifference(running, pkg).toFixed(2) : null,
    };
  });
}

/**
 * Applies a paid renewal inside the payment's completing transaction. An expired listing goes
 * back on the market, with a new `activated_at` so saved-search alerts see it go live again
 * (the trigger sets it when the status changes; it is set here too for a listing the
 * scheduled run had not moved yet). Returns false when the listing has been deleted since.
 */
export async function renewListingRecord(tx: Prisma.TransactionClient, vehicleId: number, packageId: number, now: Date): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM listings WHERE vehicle_id = ${vehicleId} FOR UPDATE`;
  const listing = await tx.listing.findUnique({
    where: { vehicleId },
    select: { id: true, status: true, packageExpiry: true, vehiclePackageId: true, package: { select: { price: true } }, nextPackageFrom: true, nextPackage: { select: { price: true } } },
  });
  if (!listing) return false;
  const pkg = await tx.vehiclePackage.findUniqueOrThrow({ where: { id: packageId }, select: { id: true, durationDays: true, price: true } });
  const kind = renewalKind({ ...listing, packageId: listing.vehiclePackageId, packagePrice: listing.package.price.toFixed(2) }, pkg, now);
  const packageExpiry = renewedExpiry(listing.packageExpiry, pkg.durationDays, now);
  if (kind === "queue") {
    // Two renewals paid at once (the page refuses a second while one waits): the bigger one waits.
    const waiting = listing.nextPackage?.price.gte(pkg.price);
    const queued = waiting ? {} : { nextPackageId: pkg.id, nextPackageFrom: listing.nextPackageFrom ?? listing.packageExpiry };
    await tx.listing.update({ where: { id: listing.id }, data: { packageExpiry, ...queued } });
    return true;
  }
  await tx.listing.update({
    where: { id: listing.id },
    data: {
      packageExpiry,
      // The paid package runs to the new expiry, in place of anything queued.
      vehiclePackageId: packageId,
      nextPackageId: null,
      nextPackageFrom: null,
      ...(offMarket(listing, now) ? { status: "active", activatedAt: now } : {}),
    },
  });
  return true;
}

/**
 * Puts each queued package in place once the package before it has run out (the listing-life
 * run calls it each minute). Returns how many listings switched.
 */
export function startQueuedPackages(now: Date): Promise<number> {
  // The package-promise trigger copies the new package's placement and featured flag.
  return prisma.$executeRaw`
    UPDATE listings SET vehicle_package_id = next_package_id, next_package_id = NULL, next_package_from = NULL,
                        updated_at = (${now}::timestamptz AT TIME ZONE 'UTC')
     WHERE next_package_id IS NOT NULL AND next_package_from <= (${now}::timestamptz AT TIME ZONE 'UTC')`;
}
