// The /dealer/plan page's reads and its one write (issue 35): the plans with their prices, the
// dealership's plan and standing, and the owner's choice of plan through the payments module's
// subscriptions (Stripe with keys, the local provider without).
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { hasDealerRole, type DealerMembership } from "~/modules/dealers/membership.server";
import { currentSubscriptions, subscriptionsFor } from "~/modules/payments/providers.server";
import type { SubscriptionPlan } from "~/modules/payments/subscriptions";
import { planAllowance } from "./allowance.server";
import { applySubscriptionState } from "./subscription-state.server";
import { OVER_PLAN } from "./hold-back.server";

export const OWNER_ONLY_MESSAGE = "Only an owner of the dealership can change its plan.";
export const UNKNOWN_PLAN_MESSAGE = "Please choose one of the plans.";

export interface PlanChoice {
  slug: string;
  name: string;
  monthlyPrice: string;
  activeListings: number;
}

export interface PlanOverview {
  plans: PlanChoice[];
  current: PlanChoice | null;
  inForce: boolean;
  status: string | null;
  renewsAt: string | null;
  active: number;
  /** Units held back over the plan, as their feed units say. */
  heldBack: number;
  canChange: boolean;
}

const PLAN_FIELDS = { slug: true, name: true, monthlyPrice: true, activeListings: true } as const;
const choiceOf = (p: { slug: string; name: string; monthlyPrice: { toFixed(n: number): string }; activeListings: number }): PlanChoice => ({
  slug: p.slug, name: p.name, monthlyPrice: p.monthlyPrice.toFixed(2), activeListings: p.activeListings,
});

export async function planOverview(membership: DealerMembership, now: Date = new Date()): Promise<PlanOverview> {
  const id = membership.dealershipId;
  const [plans, dealership, allowance, heldBack] = await Promise.all([
    prisma.dealerPlan.findMany({ select: PLAN_FIELDS, orderBy: { sortOrder: "asc" } }),
    prisma.dealership.findUniqueOrThrow({ where: { id }, select: { subscriptionStatus: true, subscriptionEndsAt: true, plan: { select: PLAN_FIELDS } } }),
    planAllowance(id, now),
    prisma.dealerFeedUnit.count({ where: { dealershipId: id, offReason: OVER_PLAN } }),
  ]);
  return {
    plans: plans.map(choiceOf),
    current: dealership.plan ? choiceOf(dealership.plan) : null,
    inForce: allowance.inForce,
    status: dealership.subscriptionStatus,
    renewsAt: dealership.subscriptionEndsAt?.toISOString() ?? null,
    active: allowance.active,
    heldBack,
    canChange: hasDealerRole(membership, "owner"),
  };
}

export type PlanChosen = { kind: "done" } | { kind: "checkout"; url: string };

/**
 * The owner's choice: a new subscription, or the plan of the one in force changed from its next
 * renewal. Units over a smaller plan stay on the market until the period ends (the page says so).
 */
export async function choosePlan(membership: DealerMembership, email: string, planSlug: string, returnUrl: string): Promise<PlanChosen> {
  if (!hasDealerRole(membership, "owner")) throw new AppError(OWNER_ONLY_MESSAGE, { status: 403 });
  const plan = await prisma.dealerPlan.findUnique({ where: { slug: planSlug }, select: { slug: true, name: true, monthlyPrice: true } });
  if (!plan) throw new AppError(UNKNOWN_PLAN_MESSAGE, { status: 400, field: "plan" });
  const chosen: SubscriptionPlan = { slug: plan.slug, name: plan.name, amountCents: Math.round(Number(plan.monthlyPrice) * 100) };
  const metadata = { dealershipId: String(membership.dealershipId), planSlug: plan.slug };
  const dealership = await prisma.dealership.findUniqueOrThrow({ where: { id: membership.dealershipId }, select: { subscriptionId: true, subscriptionStatus: true } });
  if (dealership.subscriptionId && dealership.subscriptionStatus !== "canceled") {
    await applySubscriptionState(await subscriptionsFor(dealership.subscriptionId).changePlan(dealership.subscriptionId, chosen, metadata));
    return { kind: "done" };
  }
  const started = await currentSubscriptions().start({
    plan: chosen, metadata, email, returnUrl,
    idempotencyKey: `ridemarket-dealer-plan-${membership.dealershipId}-${plan.slug}-${dealership.subscriptionId ?? "first"}`,
  });
  if (started.kind === "checkout") return started;
  await applySubscriptionState(started.state);
  return { kind: "done" };
}
