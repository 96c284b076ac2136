import { randomBytes } from "node:crypto";
import { prisma } from "~/utils/db.server";
import { paymentNotFound } from "./errors";
import type { SubscriptionProvider, SubscriptionState } from "./subscriptions";

/** A month from a time, as a subscription's period runs. */
export const aMonthFrom = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/** The end of the period running at `now`: periods of a month from `end`, as automatic renewals make them. */
export function renewedPeriodEnd(end: Date, now: Date): Date {
  let next = end;
  while (next <= now) next = aMonthFrom(next);
  return next;
}

/**
 * The subscriptions used when no Stripe keys are set: nothing is charged, a subscription is in
 * force at once for a month and renews itself every month (as a card on file would) until it is
 * canceled, and its state lives only in the dealership's row.
 */
export const localSubscriptions: SubscriptionProvider = {
  name: "local",
  async start({ metadata }) {
    const id = `lsub_${randomBytes(18).toString("base64url")}`;
    return { kind: "active", state: { id, status: "active", periodEnd: aMonthFrom(new Date()), metadata } };
  },
  async changePlan(subscriptionId, _plan, metadata) {
    return { ...(await this.retrieve(subscriptionId)), metadata };
  },
  async retrieve(subscriptionId): Promise<SubscriptionState> {
    const row = await prisma.dealership.findUnique({
      where: { subscriptionId },
      select: { id: true, subscriptionStatus: true, subscriptionEndsAt: true, plan: { select: { slug: true } } },
    });
    if (!row || !row.subscriptionEndsAt) throw paymentNotFound();
    const status = row.subscriptionStatus === "past_due" || row.subscriptionStatus === "canceled" ? row.subscriptionStatus : "active";
    const periodEnd = status === "active" ? renewedPeriodEnd(row.subscriptionEndsAt, new Date()) : row.subscriptionEndsAt;
    return { id: subscriptionId, status, periodEnd, metadata: { dealershipId: String(row.id), planSlug: row.plan?.slug ?? "" } };
  },
};
