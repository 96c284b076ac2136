// Whether a dealership's plan is in force (issue 35): a plan, paid or still being collected
// (past due: the provider retries), or canceled but within the period already paid for.
export interface PlanStanding {
  planId: number | null;
  subscriptionStatus: string | null;
  subscriptionEndsAt: Date | null;
}

export function planInForce(d: PlanStanding, now: Date = new Date()): boolean {
  if (d.planId === null || !d.subscriptionEndsAt || d.subscriptionEndsAt <= now) return false;
  return d.subscriptionStatus === "active" || d.subscriptionStatus === "past_due" || d.subscriptionStatus === "canceled";
}

/** How many listings the plan allows now: none without a plan in force. */
export const allowedNow = (d: PlanStanding & { plan: { activeListings: number } | null }, now: Date = new Date()) =>
  d.plan && planInForce(d, now) ? d.plan.activeListings : 0;
