// Stripe's events about dealers' subscriptions (issue 35), verified by the payments module's
// webhook: each names a subscription, whose state is then read from Stripe and applied.
import type Stripe from "stripe";
import { createStripeSubscriptions } from "~/modules/payments/stripe-subscriptions.server";
import { paymentSettings } from "~/modules/payments/settings.server";
import { applySubscriptionState } from "./subscription-state.server";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id ?? null);

function subscriptionNamed(event: Stripe.Event): string | null | undefined {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.subscription) : undefined;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return undefined;
  }
}

/** The outcome for a subscription's event; null for an event that is not about one. */
export async function applyStripeSubscriptionEvent(event: Stripe.Event): Promise<string | null> {
  const id = subscriptionNamed(event);
  if (id === undefined) return null;
  if (id === null) return "ignored";
  const state = await createStripeSubscriptions(paymentSettings()).retrieve(id);
  return applySubscriptionState(state);
}
