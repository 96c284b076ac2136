// Subscriptions whose period has ended by our row, asked about again (issue 35). A local
// subscription renews itself, which only this notices; a Stripe one is normally kept right by its
// webhook, and this catches a renewal whose event never arrived. What the provider answers is
// applied as any event is (subscription-state.server.ts): a new period, or the plan's end.
import { prisma } from "~/utils/db.server";
import { log } from "~/shared/log";
import { subscriptionsFor } from "~/modules/payments/providers.server";
import { applySubscriptionState } from "./subscription-state.server";

/** Applies the provider's answer for each dealership whose paid period ended before `now`; answers how many changed. */
export async function refreshLapsedSubscriptions(now: Date = new Date()): Promise<number> {
  const lapsed = await prisma.dealership.findMany({
    where: { subscriptionId: { not: null }, subscriptionStatus: { in: ["active", "past_due"] }, subscriptionEndsAt: { lte: now } },
    select: { id: true, subscriptionId: true },
    orderBy: { subscriptionEndsAt: "asc" },
    take: 500,
  });
  let changed = 0;
  for (const { id, subscriptionId } of lapsed) {
    try {
      const state = await subscriptionsFor(subscriptionId!).retrieve(subscriptionId!);
      if ((await applySubscriptionState(state, now)) === "applied") changed++;
    } catch (error) {
      log("warn", "lapsed subscription not refreshed", { dealershipId: id, error: String(error) });
    }
  }
  return changed;
}
