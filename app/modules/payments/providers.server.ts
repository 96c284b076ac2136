import { providerUnavailable } from "./errors";
import { localProvider } from "./local-provider.server";
import type { PaymentProvider } from "./provider";
import { paymentSettings, type PaymentSettings } from "./settings.server";
import { createStripeProvider } from "./stripe-provider.server";

/** Stripe when its secret key is set, otherwise the built-in test provider. */
export function currentProvider(settings: PaymentSettings = paymentSettings()): PaymentProvider {
  return settings.stripeSecretKey ? createStripeProvider(settings) : localProvider;
}

/** The provider a stored payment was made with, whatever the current setting. */
export function providerNamed(name: string, settings: PaymentSettings = paymentSettings()): PaymentProvider {
  if (name === "local") return localProvider;
  if (name === "stripe" && settings.stripeSecretKey) return createStripeProvider(settings);
  throw providerUnavailable();
}

