import { hit, type LimitRule, type LimitState } from "~/modules/rate-limits/counter.server";

// Each request may reach a paid API, so a signed-in seller gets a modest budget.
const DESCRIPTION_LIMIT: LimitRule = { name: "descriptions_per_user", limit: 30, windowMs: 60 * 60 * 1000 };

export function countDescriptionRequest(userId: number): Promise<LimitState> {
  return hit(`describe:user:${userId}`, DESCRIPTION_LIMIT);
}
