// Monthly subscriptions through the payment provider (issue 35: dealers' plans): Stripe's
// subscriptions when its keys are set, the local provider without them, as for packages.

/** Where a subscription stands: paid, its last payment failed (Stripe retries), or ended. */
export type SubscriptionStatus = "active" | "past_due" | "canceled";

export interface SubscriptionState {
  id: string;
  status: SubscriptionStatus;
  /** When the period paid for ends (the next renewal). */
  periodEnd: Date;
  /** What our side put on it: the dealership and the plan. */
  metadata: Record<string, string>;
}

export interface SubscriptionPlan {
  slug: string;
  name: string;
  amountCents: number;
}

export interface StartSubscriptionInput {
  plan: SubscriptionPlan;
  /** Stored on the subscription, read back from its events. */
  metadata: Record<string, string>;
  /** The owner's address, for the provider's receipts. */
  email: string;
  /** Where the provider's checkout page sends the owner back to. */
  returnUrl: string;
  /** Derived from our rows: a retried request never starts a second subscription. */
  idempotencyKey: string;
}

export type StartedSubscription = { kind: "active"; state: SubscriptionState } | { kind: "checkout"; url: string };

export interface SubscriptionProvider {
  readonly name: "local" | "stripe";
  /** Starts a subscription: in force at once (local), or a checkout page to send the owner to (Stripe). */
  start(input: StartSubscriptionInput): Promise<StartedSubscription>;
  /** Moves a subscription to another plan from its next renewal; the period paid for is unchanged. */
  changePlan(subscriptionId: string, plan: SubscriptionPlan, metadata: Record<string, string>): Promise<SubscriptionState>;
  /** The subscription as the provider knows it now. */
  retrieve(subscriptionId: string): Promise<SubscriptionState>;
}

/** Stripe's statuses as ours: still trying to collect is past due; ended or never paid is canceled. */
export function subscriptionStatusOf(status: string): SubscriptionStatus {
  if (status === "active" || status === "trialing") return "active";
  if (status === "past_due" || status === "unpaid") return "past_due";
  return "canceled";
}
