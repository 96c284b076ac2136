import { isVerifiedSeller } from "~/modules/verification/verified-seller";
import { formatPrice } from "~/shared/format";
import { SELLER_RULE } from "./thresholds";
import type { ScreeningRule } from "./rule";

const DAY_MS = 86_400_000;

/** A new account, or one that is not a verified seller, listing a high-value vehicle. */
export const sellerRule: ScreeningRule = {
  name: "unproven-seller-high-value",
  check({ price, typicalValue, seller }, { now }) {
    const value = Math.max(price, typicalValue ?? 0);
    if (value < SELLER_RULE.highValue) return [];
    const accountDays = Math.floor((now.getTime() - seller.createdAt.getTime()) / DAY_MS);
    const verified = isVerifiedSeller(seller, now);
    const evidence = { value, accountDays, verifiedSeller: verified, phoneVerified: seller.phoneVerifiedAt !== null };
    if (accountDays < SELLER_RULE.newAccountDays) {
      const age = accountDays === 0 ? "today" : `${accountDays} ${accountDays === 1 ? "day" : "days"} ago`;
      return [{ rule: "unproven-seller-high-value", points: SELLER_RULE.newAccountPoints, explanation: `A ${formatPrice(value)} vehicle from an account opened ${age}.`, evidence }];
    }
    if (verified) return [];
    return [{ rule: "unproven-seller-high-value", points: SELLER_RULE.unverifiedPoints, explanation: `A ${formatPrice(value)} vehicle from an account that is not a verified seller.`, evidence }];
  },
};
