import { randomUUID } from "node:crypto";
import type { Payment, Prisma, VehiclePackage } from "~/generated/prisma/client";
import { checkVehicleDetails } from "~/modules/seller-listings/catalog-check.server";
import { isUpgrade, upgradeDifference } from "~/modules/seller-listings/edit-listing.server";
import { renewalPrice, type RenewalTarget } from "~/modules/listing-lifecycle/renew.server";
import { draftToListing, draftValues, getDraft, getStagedEdit } from "~/modules/seller-listings/drafts.server";
import type { ListingInput } from "~/modules/seller-listings/listing-schema";
import { prisma } from "~/utils/db.server";
import { listingsManagedBy } from "~/modules/listings/managed-by";
import { draftIncomplete, paymentRefused } from "./errors";
import { screeningClientHash } from "~/modules/screening/client-hash.server";
import { SUSPENDED_SELLER_MESSAGE } from "~/modules/screening/suspended-rule";
import type { PaymentView } from "./payment-view";
import { currentProvider } from "./providers.server";
import { paymentSettings, type PaymentSettings } from "./settings.server";

// A payment row is written before its provider intent exists, with this placeholder id,
// so the provider call can carry an idempotency key derived from the row and run outside
// the database transaction. A retry after a failed call finds the row and reuses the key.
const UNASSIGNED = "unassigned_";

/** JSON with sorted keys, so two snapshots of the same listing compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export const toCents = (price: Prisma.Decimal) => price.times(100).toNumber();

/**
 * Starts (or resumes) the payment for the user's completed draft. The amount is the
 * package's price in the database; an unchanged draft reuses its open payment. A suspended
 * account is refused. `clientAddress`: where the seller is; the listing is screened with its
 * keyed hash once the payment completes (decision 42).
 */
export async function startPayment(userId: number, clientAddress?: string): Promise<PaymentView> {
  await refuseSuspended(userId);
  const draft = await getDraft(userId);
  const listing = draft ? draftToListing(draftValues(draft)) : null;
  if (!draft || !listing) throw draftIncomplete();
  await assertListable(listing);
  return openPayment({
    userId,
    snapshot: listing,
    packageId: listing.packageId,
    // Serialises concurrent starts for one draft, so they agree on a single payment row.
    lock: (tx) => tx.$queryRaw`SELECT id FROM listing_drafts WHERE id = ${draft.id} FOR UPDATE`,
    link: { draftId: draft.id },
    amount: (pkg) => pkg.price,
    clientHash: screeningClientHash(clientAddress),
  });
}

/**
 * Starts (or resumes) the payment for a bigger package on a live listing, with the staged
 * edit as it stands. The seller pays the difference between the two packages' prices.
 */
export async function startUpgradePayment(userId: number, vehicleId: number, clientAddress?: string): Promise<PaymentView> {
  await refuseSuspended(userId);
  const [staged, live] = await Promise.all([
    getStagedEdit(userId, vehicleId),
    prisma.listing.findFirst({ where: { vehicleId, ...listingsManagedBy(userId) }, select: { vehiclePackageId: true, package: { select: { price: true } } } }),
  ]);
  const listing = staged ? draftToListing(draftValues(staged)) : null;
  if (!staged || !live || !listing) throw draftIncomplete();
  const current = { packageId: live.vehiclePackageId, packagePrice: live.package.price.toFixed(2) };
  await assertListable(listing);
  return openPayment({
    userId,
    snapshot: listing,
    packageId: listing.packageId,
    lock: (tx) => tx.$queryRaw`SELECT id FROM listing_edit_drafts WHERE id = ${staged.id} FOR UPDATE`,
    link: { upgradeVehicleId: vehicleId },
    clientHash: screeningClientHash(clientAddress),
    amount: (pkg) => {
      if (!isUpgrade(current, pkg)) throw draftIncomplete("Choose a bigger package to pay for an upgrade");
      return upgradeDifference(current, pkg);
    },
  });
}

/**
 * Starts (or resumes) the payment that renews the user's listing with a package: on completion
 * the expiry moves by the package's duration (renew.server.ts). The package's price, and for a
 * bigger package than the running one the upgrade difference too (decision 45). The caller has
 * checked that the listing is the user's and can be renewed; a double submit resumes the same payment.
 */
export async function startRenewalPayment(userId: number, target: RenewalTarget, packageId: number, now = new Date()): Promise<PaymentView> {
  const vehicleId = target.vehicleId;
  return openPayment({
    userId,
    snapshot: { renewVehicleId: vehicleId, packageId },
    packageId,
    // Serialises concurrent starts for one listing, so they agree on a single payment row.
    lock: (tx) => tx.$queryRaw`SELECT id FROM listings WHERE vehicle_id = ${vehicleId} FOR UPDATE`,
    link: { renewVehicleId: vehicleId },
    // Refused (409) while a renewal waits, before the payment row is written.
    amount: (pkg) => renewalPrice(target, pkg, now),
  });
}

interface PaymentSubject {
  userId: number;
  /** What is paid for, kept on the payment row: the listing to create or apply, or the renewal. */
  snapshot: object;
  packageId: number;
  lock: (tx: Prisma.TransactionClient) => Promise<unknown>;
  /** What the payment is for: a draft's new listing, a live listing's upgrade, or its renewal. */
  link: { draftId: number } | { upgradeVehicleId: number } | { renewVehicleId: number };
  amount: (pkg: VehiclePackage) => Prisma.Decimal;
  clientHash?: string | null;
}

const PURPOSE = (link: PaymentSubject["link"]) => ("upgradeVehicleId" in link ? " (upgrade)" : "renewVehicleId" in link ? " (renewal)" : "");

async function openPayment({ userId, snapshot: paidFor, packageId, lock, link, amount, clientHash = null }: PaymentSubject): Promise<PaymentView> {
  const settings = paymentSettings();
  const provider = currentProvider(settings);

  const { payment, pkg } = await prisma.$transaction(async (tx) => {
    await lock(tx);
    const pkg = await tx.vehiclePackage.findUnique({ where: { id: packageId } });
    if (!pkg) throw draftIncomplete("Package is required");
    const due = amount(pkg);
    const snapshot = canonicalJson(paidFor);
    const open = await tx.payment.findMany({
      where: { userId, ...link, provider: provider.name, vehiclePackageId: pkg.id, amount: due, completedAt: null, status: { in: ["pending", "failed"] } },
      orderBy: { id: "desc" },
    });
    const reusable = open.find((p) => canonicalJson(p.listingData) === snapshot);
    if (reusable) return { payment: reusable, pkg };
    const created = await tx.payment.create({
      data: {
        userId,
        ...link,
        provider: provider.name,
        providerPaymentId: `${UNASSIGNED}${randomUUID()}`,
        clientSecret: "",
        amount: due,
        currency: "usd",
        vehiclePackageId: pkg.id,
        listingData: paidFor as Prisma.InputJsonObject,
        clientHash,
      },
    });
    return { payment: created, pkg };
  });

  if (!payment.providerPaymentId.startsWith(UNASSIGNED)) return toView(payment, pkg, settings);
  const intent = await provider.createIntent({
    paymentId: payment.id,
    userId,
    packageId: pkg.id,
    amountCents: toCents(payment.amount),
    description: `RideMarket ${pkg.name} listing package${PURPOSE(link)}`,
    idempotencyKey: `ridemarket-payment-${payment.id}-${payment.providerPaymentId.slice(UNASSIGNED.length)}`,
  });
  // Two concurrent first calls send the same key, get the same intent and write the same values.
  await prisma.payment.updateMany({
    where: { id: payment.id, providerPaymentId: payment.providerPaymentId },
    data: { providerPaymentId: intent.id, clientSecret: intent.clientSecret },
  });
  return toView(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } }), pkg, settings);
}

/** A suspended seller cannot publish: refused, in words, before any money is taken. */
async function refuseSuspended(userId: number) {
  const seller = await prisma.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  if (seller?.suspendedAt) throw paymentRefused(SUSPENDED_SELLER_MESSAGE, 403);
}

/** Refuses a draft whose listing could not be created, before any money is taken. */
async function assertListable(listing: ListingInput) {
  const { errors } = await checkVehicleDetails(listing);
  const first = errors && Object.values(errors)[0];
  if (first) throw draftIncomplete(first);
}

function toView(payment: Payment, pkg: VehiclePackage, settings: PaymentSettings): PaymentView {
  return {
    paymentId: payment.id,
    provider: payment.provider === "stripe" ? "stripe" : "local",
    providerPaymentId: payment.providerPaymentId,
    clientSecret: payment.clientSecret,
    ...(payment.provider === "stripe" && settings.stripePublishableKey ? { publishableKey: settings.stripePublishableKey } : {}),
    amount: payment.amount.toFixed(2),
    packageId: pkg.id,
    packageName: pkg.name,
    packageSlug: pkg.slug,
    durationDays: pkg.durationDays,
    supportEmail: settings.supportEmail,
  };
}
