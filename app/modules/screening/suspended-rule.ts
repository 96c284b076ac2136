import { SUSPENDED_RULE } from "./thresholds";
import type { ScreeningRule } from "./rule";

export const SUSPENDED_SELLER_MESSAGE = "Your account is suspended, so it cannot publish or change listings. Please contact support.";

/** A listing from a suspended account (a payment that completed after the suspension): always held. */
export const suspendedSellerRule: ScreeningRule = {
  name: "seller-suspended",
  check({ seller }) {
    if (!seller.suspendedAt) return [];
    return [{ rule: "seller-suspended", points: SUSPENDED_RULE.points, explanation: "The seller's account is suspended.", evidence: { suspendedAt: seller.suspendedAt.toISOString() } }];
  },
};
