import { completePayment, markFailed, markSucceeded } from "./complete-payment.server";
import { paymentNotFound, isPaymentError, paymentRefused } from "./errors";
import { findUserPayment } from "./confirm-payment.server";
import { LOCAL_CARD_FIELDS } from "./payment-view";
import { bodyPaymentId } from "./posted-ids";
import { checkTestCard, parseExpiry, type CardInput } from "./test-cards";

export type LocalPaymentResult = { ok: true; vehicleId: number; packageName: string } | { ok: false; message: string };

/** Charges a card with the built-in provider and, when it goes through, creates the listing. */
export async function payWithLocalCard(userId: number, providerPaymentId: string, card: CardInput): Promise<LocalPaymentResult> {
  const payment = await findUserPayment(userId, providerPaymentId);
  if (payment.provider !== "local") throw paymentNotFound();
  const packageName = payment.package.name;
  if (!payment.completedAt && payment.status !== "succeeded") {
    const check = checkTestCard(card);
    if (!check.ok) {
      await markFailed(payment.id, check.message);
      return { ok: false, message: check.message };
    }
    await markSucceeded(payment.id);
  }
  const { vehicleId } = await completePayment(providerPaymentId);
  if (vehicleId === null) throw paymentRefused("The listing this payment created has since been removed.", 410);
  return { ok: true, vehicleId, packageName };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
};

/**
 * The /sell route's "pay" intent: the built-in provider's card form, posted without
 * JavaScript. Payment problems come back as a message to show; anything else throws.
 */
export async function handleLocalPayment(
  userId: number,
  form: FormData,
): Promise<{ vehicleId: number; packageName: string } | { error: string }> {
  const paymentIntentId = bodyPaymentId(form.get("paymentIntentId"));
  if (!paymentIntentId) return { error: "Payment not found. Please try again." };
  const card: CardInput = {
    number: field(form, LOCAL_CARD_FIELDS.number),
    ...parseExpiry(field(form, LOCAL_CARD_FIELDS.expiry)),
    cvc: field(form, LOCAL_CARD_FIELDS.cvc),
    name: field(form, LOCAL_CARD_FIELDS.name) || undefined,
  };
  try {
    const result = await payWithLocalCard(userId, paymentIntentId, card);
    return result.ok ? { vehicleId: result.vehicleId, packageName: result.packageName } : { error: result.message };
  } catch (error) {
    if (isPaymentError(error)) return { error: error.message };
    throw error;
  }
}
