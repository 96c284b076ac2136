import { IDENTIFIER_RULE } from "./thresholds";
import type { ScreeningRule } from "./rule";

/** The same VIN or HIN on another seller's listing that is on the market: one of the two is not the seller's vehicle. */
export const identifierRule: ScreeningRule = {
  name: "identifier-on-another-sellers-listing",
  async check({ identifier, userId }, { db }) {
    if (!identifier) return [];
    // vehicles_identifier_idx finds the vehicles; identifiers are stored normalized (decision 19).
    const others = await db.$queryRaw<{ vehicle_id: number }[]>`
      SELECT v.id AS vehicle_id FROM vehicles v JOIN listings l ON l.vehicle_id = v.id
       WHERE v.identifier = ${identifier} AND v.user_id <> ${userId} AND l.status IN ('active', 'pending')
       ORDER BY v.id LIMIT 5`;
    if (!others.length) return [];
    const vehicleIds = others.map((o) => o.vehicle_id);
    return [
      {
        rule: "identifier-on-another-sellers-listing",
        points: IDENTIFIER_RULE.points,
        explanation: `The identifier ${identifier} is also on another seller's listing (vehicle ${vehicleIds.join(", ")}).`,
        evidence: { identifier, vehicleIds },
      },
    ];
  },
};
