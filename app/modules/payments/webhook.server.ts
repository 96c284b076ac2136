import type Stripe from "stripe";
import { prisma } from "~/utils/db.server";
import { completePayment, markFailed, markSucceeded } from "./complete-payment.server";
import { paymentRefused, webhookSignatureRefused } from "./errors";
import { PAYMENT_FAILED_MESSAGE } from "./payment-view";
import { paymentSettings } from "./settings.server";
import { stripeClient } from "./stripe-provider.server";

export type WebhookOutcome = "completed" | "already-completed" | "failed-recorded" | "unknown-payment" | "ignored";

/** Applies the verified events another module owns (dealers' subscriptions); null for an event it does not take. */
export type OtherEvents = (event: Stripe.Event) => Promise<string | null>;

/**
 * Stripe's notifications, verified by signature. A succeeded intent creates the listing
 * even when the seller's browser never came back; a repeat delivery changes nothing. Events
 * that are not a payment's go to `others`, when given.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null, others?: OtherEvents): Promise<{ received: true; outcome: string }> {
  const settings = paymentSettings();
  if (!settings.stripeSecretKey || !settings.stripeWebhookSecret) throw paymentRefused("Stripe webhooks are not configured", 400);
  if (!signature) throw webhookSignatureRefused("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.stripeWebhookSecret);
  } catch {
    throw webhookSignatureRefused();
  }
  const other = others ? await others(event) : null;
  return { received: true, outcome: other ?? (await applyEvent(event)) };
}

async function applyEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return "ignored";
  const intent = event.data.object;
  const payment = await prisma.payment.findUnique({ where: { providerPaymentId: intent.id }, select: { id: true, provider: true } });
  // An intent made outside this app (or a payment row since deleted): nothing to do.
  if (!payment || payment.provider !== "stripe") return "unknown-payment";

  if (event.type === "payment_intent.succeeded") {
    await markSucceeded(payment.id);
    const { created } = await completePayment(intent.id);
    return created ? "completed" : "already-completed";
  }
  await markFailed(payment.id, intent.last_payment_error?.message ?? PAYMENT_FAILED_MESSAGE);
  return "failed-recorded";
}
