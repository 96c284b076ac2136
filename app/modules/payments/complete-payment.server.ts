import { createListingRecord, upgradeListingRecord } from "~/modules/listing-lifecycle/create-listing.server";
import type { ListingInput } from "~/modules/seller-listings/listing-schema";
import { prisma } from "~/utils/db.server";
import { paymentNotFound } from "./errors";
import { recordPriceDrop } from "~/modules/seller-listings/price-drop-digest.server";
import { spendDraft, spendStagedEdit } from "~/modules/seller-listings/drafts.server";
import { renewListingRecord } from "~/modules/listing-lifecycle/renew.server";

export interface Completion {
  /** Null only when the listing was created and has since been deleted by its owner. */
  vehicleId: number | null;
  /** True for the one call that created (or, for an upgrade, changed) the listing. */
  created: boolean;
}

/**
 * Creates the listing a succeeded payment paid for (or applies the upgrade or renewal it paid for), exactly once. The browser's
 * confirmation and Stripe's webhook may both arrive, in any order or at the same time:
 * the row lock makes the second caller wait and then find `completedAt` already set.
 */
export async function completePayment(providerPaymentId: string, now = new Date()): Promise<Completion> {
  // An upgrade's staged edit may lower the price: its savers are told once the upgrade commits.
  let priceDropId: number | null = null;
  const completion = await prisma.$transaction(async (tx): Promise<Completion> => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM payments WHERE provider_payment_id = ${providerPaymentId} FOR UPDATE`;
    if (locked.length === 0) throw paymentNotFound();
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: locked[0]!.id } });
    if (payment.completedAt) return { vehicleId: payment.vehicleId ?? payment.upgradeVehicleId ?? payment.renewVehicleId, created: false };

    if (payment.renewVehicleId !== null) {
      const renewed = await renewListingRecord(tx, payment.renewVehicleId, payment.vehiclePackageId, now);
      await tx.payment.update({ where: { id: payment.id }, data: { status: "succeeded", failureMessage: null, completedAt: now } });
      return { vehicleId: renewed ? payment.renewVehicleId : null, created: renewed };
    }

    const input = payment.listingData as unknown as ListingInput;
    if (payment.upgradeVehicleId !== null) {
      ({ priceDropId } = await upgradeListingRecord(tx, payment.userId, payment.upgradeVehicleId, input, payment.clientHash));
      await tx.payment.update({ where: { id: payment.id }, data: { status: "succeeded", failureMessage: null, completedAt: now } });
      // The staged edit is spent with it.
      await spendStagedEdit(tx, payment.upgradeVehicleId);
      return { vehicleId: payment.upgradeVehicleId, created: true };
    }
    const vehicle = await createListingRecord(tx, payment.userId, input, now, payment.clientHash);
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "succeeded", failureMessage: null, completedAt: now, vehicleId: vehicle.id },
    });
    if (payment.draftId !== null) await spendDraft(tx, payment.draftId);
    return { vehicleId: vehicle.id, created: true };
  });
  await recordPriceDrop(priceDropId);
  return completion;
}

/** Records that the provider took the money, before the listing is written. */
export function markSucceeded(paymentId: number) {
  return prisma.payment.updateMany({
    where: { id: paymentId, completedAt: null },
    data: { status: "succeeded", failureMessage: null },
  });
}

/** Records a failed attempt; a payment that already succeeded is never downgraded. */
export function markFailed(paymentId: number, message: string) {
  return prisma.payment.updateMany({
    where: { id: paymentId, completedAt: null, status: { not: "succeeded" } },
    data: { status: "failed", failureMessage: message.slice(0, 500) },
  });
}
