// A dealership's allowance of active listings (issue 35): its plan, whether it is in force, and
// how many listings it has active now. The feeds' import asks it before publishing new units.
import { prisma } from "~/utils/db.server";
import { planInForce } from "./standing";

export interface PlanAllowance {
  plan: { name: string; activeListings: number } | null;
  inForce: boolean;
  active: number;
}

export async function planAllowance(dealershipId: number, now: Date = new Date()): Promise<PlanAllowance> {
  const [dealership, active] = await Promise.all([
    prisma.dealership.findUniqueOrThrow({
      where: { id: dealershipId },
      select: { planId: true, subscriptionStatus: true, subscriptionEndsAt: true, plan: { select: { name: true, activeListings: true } } },
    }),
    prisma.listing.count({ where: { dealershipId, status: "active" } }),
  ]);
  return { plan: dealership.plan, inForce: planInForce(dealership, now), active };
}
