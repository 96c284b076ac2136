import { createHash, randomBytes } from "node:crypto";
import { prisma } from "~/utils/db.server";
import { paymentNotFound } from "./errors";
import { PAYMENT_FAILED_MESSAGE } from "./payment-view";
import type { PaymentProvider } from "./provider";

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "").slice(0, bytes);

/**
 * The provider used when no Stripe keys are set. Intents live only in our payments table;
 * a card is "charged" by payWithLocalCard, which records the outcome on the row.
 */
export const localProvider: PaymentProvider = {
  name: "local",
  async createIntent() {
    const id = `lpi_${token(24)}`;
    return { id, clientSecret: `${id}_secret_${token(24)}` };
  },
  async retrieveStatus(providerPaymentId) {
    const payment = await prisma.payment.findUnique({
      where: { providerPaymentId },
      select: { provider: true, status: true, failureMessage: true },
    });
    if (!payment || payment.provider !== "local") throw paymentNotFound();
    if (payment.status === "succeeded") return { state: "succeeded" };
    if (payment.status === "failed") return { state: "failed", message: payment.failureMessage ?? PAYMENT_FAILED_MESSAGE };
    return { state: "incomplete", message: "This payment has not been completed." };
  },
  // Nothing was charged, so nothing moves: the refund id is derived from the key, so the same
  // key always answers the same refund, as Stripe's idempotency does.
  async refund({ providerPaymentId, idempotencyKey }) {
    const payment = await prisma.payment.findUnique({ where: { providerPaymentId }, select: { provider: true, status: true } });
    if (!payment || payment.provider !== "local" || payment.status !== "succeeded") throw paymentNotFound();
    return { id: `lre_${createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 24)}` };
  },
};
