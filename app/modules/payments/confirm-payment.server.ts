import type { Payment } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { completePayment, markFailed, markSucceeded } from "./complete-payment.server";
import { paymentNotFound, paymentRefused } from "./errors";
import type { ProviderStatus } from "./provider";
import { providerNamed } from "./providers.server";

/** A paid payment names its listing, and whether it upgraded a live one rather than creating it. */
export type ConfirmResult = { vehicleId: number; packageName: string; upgrade: boolean; renewal: boolean } | { pending: true } | { failed: string };

/** The user's own payment; another user's id is reported as unknown. */
export async function findUserPayment(userId: number, providerPaymentId: string) {
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId }, include: { package: { select: { name: true } } } });
  if (!payment || payment.userId !== userId) throw paymentNotFound();
  return payment;
}

/** The live listing a user's payment upgrades, or null (a new listing's payment, or none of theirs). */
export async function upgradedVehicleOf(userId: number, providerPaymentId: string): Promise<number | null> {
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId }, select: { userId: true, upgradeVehicleId: true } });
  return payment?.userId === userId ? payment.upgradeVehicleId : null;
}

/** The listing a user's payment renews, or null. */
export async function renewedVehicleOf(userId: number, providerPaymentId: string): Promise<number | null> {
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId }, select: { userId: true, renewVehicleId: true } });
  return payment?.userId === userId ? payment.renewVehicleId : null;
}

/**
 * Asks the payment's provider where it stands and, once it succeeded, creates the listing.
 * Safe to repeat: a completed payment answers with the listing it already made.
 */
export async function confirmPayment(userId: number, providerPaymentId: string): Promise<ConfirmResult> {
  const payment = await findUserPayment(userId, providerPaymentId);
  if (payment.completedAt) return completedResult(payment.vehicleId ?? payment.upgradeVehicleId ?? payment.renewVehicleId, payment.package.name, payment);
  const status = await providerNamed(payment.provider).retrieveStatus(providerPaymentId);
  return settle(payment, payment.package.name, status);
}

export async function settle(payment: Payment, packageName: string, status: ProviderStatus): Promise<ConfirmResult> {
  switch (status.state) {
    case "succeeded": {
      await markSucceeded(payment.id);
      const { vehicleId } = await completePayment(payment.providerPaymentId);
      return completedResult(vehicleId, packageName, payment);
    }
    case "processing":
      return { pending: true };
    case "failed":
      await markFailed(payment.id, status.message);
      return { failed: status.message };
    case "incomplete":
      return { failed: status.message };
  }
}

function completedResult(vehicleId: number | null, packageName: string, payment: Pick<Payment, "upgradeVehicleId" | "renewVehicleId">): ConfirmResult {
  if (vehicleId === null) throw paymentRefused("The listing this payment created has since been removed.", 410);
  return { vehicleId, packageName, upgrade: payment.upgradeVehicleId !== null, renewal: payment.renewVehicleId !== null };
}
