// Keeps dealerships.plan_id / subscription_status / subscription_ends_at as the provider says
// (issue 35). Every event is applied by the subscription's state as the provider answers it now,
// not by the event's own copy, so a repeated or late event changes nothing and events in any
// order end in the same row. When a new period begins (or the last one ended), the plan in force
// then is applied to the units: the newest beyond its count are held back. Whenever the plan in
// force allows more than is listed, units held back go back on the market.
import { prisma } from "~/utils/db.server";
import type { SubscriptionState } from "~/modules/payments/subscriptions";
import { allowedNow } from "./standing";
import { holdBackOverPlan, releaseHeldBack } from "./hold-back.server";

export type StateOutcome = "applied" | "unchanged" | "unknown-dealership" | "stale-subscription";

export async function applySubscriptionState(state: SubscriptionState, now: Date = new Date()): Promise<StateOutcome> {
  const byId = Number(state.metadata.dealershipId);
  const dealership = await prisma.dealership.findFirst({
    where: { OR: [{ subscriptionId: state.id }, ...(Number.isInteger(byId) && byId > 0 ? [{ id: byId }] : [])] },
    select: { id: true, planId: true, subscriptionId: true, subscriptionStatus: true, subscriptionEndsAt: true },
  });
  if (!dealership) return "unknown-dealership";
  // An older subscription's news never overwrites the one now in force.
  if (dealership.subscriptionId && dealership.subscriptionId !== state.id && dealership.subscriptionStatus !== "canceled") return "stale-subscription";
  const plan = state.metadata.planSlug ? await prisma.dealerPlan.findUnique({ where: { slug: state.metadata.planSlug }, select: { id: true } }) : null;
  const next = { planId: plan?.id ?? dealership.planId, subscriptionId: state.id, subscriptionStatus: state.status, subscriptionEndsAt: state.periodEnd };
  const same =
    next.planId === dealership.planId && next.subscriptionId === dealership.subscriptionId &&
    next.subscriptionStatus === dealership.subscriptionStatus && next.subscriptionEndsAt.getTime() === dealership.subscriptionEndsAt?.getTime();
  if (same) return "unchanged";
  const updated = await prisma.dealership.update({
    where: { id: dealership.id },
    data: next,
    select: { planId: true, subscriptionStatus: true, subscriptionEndsAt: true, plan: { select: { activeListings: true } } },
  });
  const previousEnd = dealership.subscriptionEndsAt;
  const newPeriod = previousEnd !== null && state.periodEnd > previousEnd && dealership.subscriptionId === state.id;
  const ended = state.status === "canceled" && state.periodEnd <= now;
  const allowed = allowedNow(updated, now);
  if (newPeriod || ended) await holdBackOverPlan(dealership.id, allowed);
  if (allowed > 0) await releaseHeldBack(dealership.id, allowed);
  return "applied";
}
