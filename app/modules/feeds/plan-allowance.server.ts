// How many listings a dealership's plan lets it have on the market (decision 47): the plan's
// count while the plan is in force (dealer-plans' one rule); none without a plan in force.
import type { Prisma } from "~/generated/prisma/client";
import { allowedNow } from "~/modules/dealer-plans/standing";

export interface PlanAllowance {
  planName: string | null;
  activeListings: number;
}

export const PLAN_ALLOWANCE_SELECT = {
  planId: true,
  subscriptionStatus: true,
  subscriptionEndsAt: true,
  plan: { select: { name: true, activeListings: true } },
} satisfies Prisma.DealershipSelect;

export function planAllowance(d: Prisma.DealershipGetPayload<{ select: typeof PLAN_ALLOWANCE_SELECT }>, now: Date = new Date()): PlanAllowance {
  const allowed = allowedNow(d, now);
  if (!d.plan || allowed === 0) return { planName: null, activeListings: 0 };
  return { planName: d.plan.name, activeListings: allowed };
}

/** What the feed page says when units were held back: the plan, its count, and where to change it. */
export function heldBackMessage(heldBack: number, allowance: PlanAllowance): string {
  const units = heldBack === 1 ? "1 unit was" : `${heldBack} units were`;
  if (!allowance.planName) return `${units} held back: your dealership has no plan in force, so none of its units can be listed. Choose a plan on the Plan page.`;
  return `${units} held back: your plan, ${allowance.planName}, allows ${allowance.activeListings} active listings. Choose a bigger plan on the Plan page to list them.`;
}
