// Refunds of what was paid for a listing (decision 43). Exactly once per payment: the refund row
// is written in the transaction of the change that asks for it (the unique payment id refuses a
// second row), and the provider is asked afterwards with a key derived from the payment, so a
// repeated or retried request is the same refund at the provider too.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { log } from "../../shared/log";
import { providerNamed } from "./providers.server";

export const refundKey = (paymentId: number) => `ridemarket-refund-${paymentId}`;

const paidFor = (vehicleId: number): Prisma.PaymentWhereInput => ({
  status: "succeeded",
  amount: { gt: 0 },
  OR: [{ vehicleId }, { upgradeVehicleId: vehicleId }, { renewVehicleId: vehicleId }],
});

/** Writes a refund for every payment made for the listing (its package, upgrades, renewals) not refunded yet. */
export async function queueListingRefunds(tx: Prisma.TransactionClient, vehicleId: number, reason: string): Promise<number> {
  const payments = await tx.payment.findMany({ where: { ...paidFor(vehicleId), refund: null }, select: { id: true, amount: true } });
  const { count } = await tx.paymentRefund.createMany({
    data: payments.map((p) => ({ paymentId: p.id, amount: p.amount, reason })),
    skipDuplicates: true,
  });
  return count;
}

export interface RefundOutcome {
  refunded: number;
  failed: number;
}

/** Asks the provider for every refund of the listing it has not taken yet; a failure stays pending for the next call. */
export async function settleListingRefunds(vehicleId: number): Promise<RefundOutcome> {
  const pending = await prisma.paymentRefund.findMany({
    where: { refundedAt: null, payment: paidFor(vehicleId) },
    select: { id: true, paymentId: true, amount: true, payment: { select: { provider: true, providerPaymentId: true } } },
  });
  const outcome: RefundOutcome = { refunded: 0, failed: 0 };
  for (const refund of pending) {
    try {
      const taken = await providerNamed(refund.payment.provider).refund({
        providerPaymentId: refund.payment.providerPaymentId,
        amountCents: Math.round(Number(refund.amount) * 100),
        idempotencyKey: refundKey(refund.paymentId),
      });
      await prisma.paymentRefund.updateMany({
        where: { id: refund.id, refundedAt: null },
        data: { providerRefundId: taken.id, refundedAt: new Date(), failureMessage: null },
      });
      outcome.refunded += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await prisma.paymentRefund.update({ where: { id: refund.id }, data: { failureMessage: message } });
      log("error", "refund failed; it stays pending", { paymentId: refund.paymentId, error: message });
      outcome.failed += 1;
    }
  }
  return outcome;
}
