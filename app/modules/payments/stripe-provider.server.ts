import Stripe from "stripe";
import { providerUnavailable } from "./errors";
import { PAYMENT_FAILED_MESSAGE } from "./payment-view";
import type { PaymentProvider, ProviderStatus } from "./provider";
import type { PaymentSettings } from "./settings.server";

const clients = new Map<string, Stripe>();

/** One client per key and retry setting, made on first use. */
export function stripeClient(settings: PaymentSettings): Stripe {
  if (!settings.stripeSecretKey) throw providerUnavailable();
  const cacheKey = `${settings.stripeSecretKey}:${settings.maxNetworkRetries}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(settings.stripeSecretKey, { maxNetworkRetries: settings.maxNetworkRetries, timeout: 20_000 });
    clients.set(cacheKey, client);
  }
  return client;
}

function statusOfIntent(intent: Stripe.PaymentIntent): ProviderStatus {
  switch (intent.status) {
    case "succeeded":
      return { state: "succeeded" };
    case "processing":
    case "requires_capture":
      return { state: "processing" };
    case "canceled":
      return { state: "failed", message: "This payment was canceled." };
    default:
      return intent.last_payment_error
        ? { state: "failed", message: intent.last_payment_error.message ?? PAYMENT_FAILED_MESSAGE }
        : { state: "incomplete", message: "This payment has not been completed." };
  }
}

export function createStripeProvider(settings: PaymentSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: "usd",
          // The checkout collects cards only (Stripe Elements CardElement).
          allowed_payment_method_types: ["card"],
          description: input.description,
          metadata: { paymentId: String(input.paymentId), userId: String(input.userId), packageId: String(input.packageId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveStatus(providerPaymentId) {
      return statusOfIntent(await stripe.paymentIntents.retrieve(providerPaymentId));
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amountCents, reason: "requested_by_customer" },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
