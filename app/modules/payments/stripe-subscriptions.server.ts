import type Stripe from "stripe";
import { stripeClient } from "./stripe-provider.server";
import type { PaymentSettings } from "./settings.server";
import { subscriptionStatusOf, type SubscriptionPlan, type SubscriptionProvider, type SubscriptionState } from "./subscriptions";

/** A subscription's state from Stripe's object; its period is its item's (API 2025 and later). */
export function stateOfSubscription(subscription: Stripe.Subscription): SubscriptionState {
  const periodEnd = Math.max(...subscription.items.data.map((item) => item.current_period_end));
  return { id: subscription.id, status: subscriptionStatusOf(subscription.status), periodEnd: new Date(periodEnd * 1000), metadata: { ...subscription.metadata } };
}

const monthly = (plan: SubscriptionPlan) => ({ currency: "usd", unit_amount: plan.amountCents, recurring: { interval: "month" as const } });

/** Our plan's product at Stripe, made on first use under an id of ours, so it is never made twice. */
async function productFor(stripe: Stripe, plan: SubscriptionPlan): Promise<string> {
  const id = `ridemarket-dealer-plan-${plan.slug}`;
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    return (await stripe.products.create({ id, name: `RideMarket dealer plan: ${plan.name}` }, { idempotencyKey: `create-${id}` })).id;
  }
}

export function createStripeSubscriptions(settings: PaymentSettings): SubscriptionProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    // Stripe's own checkout page collects the card; the subscription's events bring its state back.
    async start({ plan, metadata, email, returnUrl, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer_email: email,
          line_items: [{ quantity: 1, price_data: { ...monthly(plan), product_data: { name: `RideMarket dealer plan: ${plan.name}` } } }],
          subscription_data: { metadata },
          metadata,
          success_url: `${returnUrl}?subscribed=1`,
          cancel_url: returnUrl,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { kind: "checkout", url: session.url };
    },
    async changePlan(subscriptionId, plan, metadata) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const product = await productFor(stripe, plan);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: current.items.data[0]!.id, price_data: { ...monthly(plan), product } }],
        // The new price from the next renewal: the period paid for is not charged again.
        proration_behavior: "none",
        metadata,
      });
      return stateOfSubscription(updated);
    },
    async retrieve(subscriptionId) {
      return stateOfSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },
  };
}
