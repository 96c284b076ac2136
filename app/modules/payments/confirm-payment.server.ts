import type { Payment } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { completePayment, markFailed, markSucceeded } from "./complete-payment.server";
import { PaymentNotFoundError, paymentRefused } from "./errors";
import type { ProviderStatus } from "./provider";
import { providerNamed } from "./providers.server";

export type ConfirmResult = { vehicleId: number; packageName: string } | { pending: true } | { failed: string };

/** The user's own payment; another user's id is reported as unknown. */
export async function findUserPayment(userId: number, providerPaymentId: string) {
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId }, include: { package: { select: { name: true } } } });
  if (!payment || payment.userId !== userId) throw new PaymentNotFoundError();
  return payment;
}

/**
 * Asks the payment's provider where it stands and, once it succeeded, creates the listing.
 * Safe to repeat: a completed payment answers with the listing it already made.
 */
export async function confirmPayment(userId: number, providerPaymentId: string): Promise<ConfirmResult> {
  const payment = await findUserPayment(userId, providerPaymentId);
  if (payment.completedAt) return completedResult(payment.vehicleId, payment.package.name);
  const status = await providerNamed(payment.provider).retrieveStatus(providerPaymentId);
  return settle(payment, payment.package.name, status);
}

export async function settle(payment: Payment, packageName: string, status: ProviderStatus): Promise<ConfirmResult> {
  switch (status.state) {
    case "succeeded": {
      await markSucceeded(payment.id);
      const { vehicleId } = await completePayment(payment.providerPaymentId);
      return completedResult(vehicleId, packageName);
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

function completedResult(vehicleId: number | null, packageName: string): ConfirmResult {
  if (vehicleId === null) throw paymentRefused("The listing this payment created has since been removed.", 410);
  return { vehicleId, packageName };
}
