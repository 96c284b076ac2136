import { env } from "~/utils/env.server";

export interface PaymentSettings {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  supportEmail: string;
  /** Retries of a failed Stripe request (the same idempotency key is sent each time). */
  maxNetworkRetries: number;
}

let override: PaymentSettings | null = null;

export function paymentSettings(): PaymentSettings {
  if (override) return override;
  const e = env();
  return {
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    maxNetworkRetries: 2,
  };
}

/** Tests only: payments read these settings instead of the environment's (null restores them). */
export function overridePaymentSettings(settings: PaymentSettings | null) {
  override = settings;
}
