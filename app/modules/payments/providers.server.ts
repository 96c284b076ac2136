import { providerUnavailable } from "./errors";
import { localProvider } from "./local-provider.server";
import type { PaymentProvider } from "./provider";
import { paymentSettings, type PaymentSettings } from "./settings.server";
import { createStripeProvider } from "./stripe-provider.server";
import { localSubscriptions } from "./local-subscriptions.server";
import { createStripeSubscriptions } from "./stripe-subscriptions.server";
import type { SubscriptionProvider } from "./subscriptions";

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


/** Subscriptions: Stripe's when its secret key is set, otherwise the local ones. */
export function currentSubscriptions(settings: PaymentSettings = paymentSettings()): SubscriptionProvider {
  return settings.stripeSecretKey ? createStripeSubscriptions(settings) : localSubscriptions;
}

/** The provider a stored subscription was made with, by its id's form. */
export function subscriptionsFor(subscriptionId: string, settings: PaymentSettings = paymentSettings()): SubscriptionProvider {
  if (subscriptionId.startsWith("lsub_")) return localSubscriptions;
  if (settings.stripeSecretKey) return createStripeSubscriptions(settings);
  throw providerUnavailable();
}
