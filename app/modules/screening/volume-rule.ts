import { VOLUME_RULE } from "./thresholds";
import type { RuleHit, ScreeningRule } from "./rule";

const DAY_MS = 86_400_000;

/**
 * Too many listings in a day from one account, or published or changed from one network address.
 * A dealership's units are not counted per account: a dealer lists its whole lot at once, and
 * its plan, paid by card, bounds how many (decision 47).
 */
export const volumeRule: ScreeningRule = {
  name: "too-many-listings-in-a-day",
  async check({ userId, dealershipId, listingId, clientHash }, { db, now }) {
    const since = new Date(now.getTime() - DAY_MS);
    const [account, address] = await Promise.all([
      // listings (user_id, status): a seller's own listings, however many statuses.
      dealershipId !== null
        ? Promise.resolve(0)
        : db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM listings WHERE user_id = ${userId} AND created_at > (${since}::timestamptz AT TIME ZONE 'UTC')`.then((r) => r[0]!.n),
      // listing_screenings_client_idx; this listing's own earlier screenings are left out, it is counted once below.
      clientHash
        ? db.$queryRaw<{ n: number }[]>`
            SELECT count(DISTINCT listing_id)::int AS n FROM listing_screenings
             WHERE client_hash = ${clientHash} AND created_at > (${since}::timestamptz AT TIME ZONE 'UTC') AND listing_id <> ${listingId}`.then((r) => r[0]!.n + 1)
        : Promise.resolve(0),
    ]);
    const hits: RuleHit[] = [];
    if (account >= VOLUME_RULE.perAccountPerDay) {
      hits.push({
        rule: "too-many-listings-in-a-day",
        points: VOLUME_RULE.points,
        explanation: `This account published ${account} listings in the last 24 hours.`,
        evidence: { from: "account", listings: account, limit: VOLUME_RULE.perAccountPerDay },
      });
    }
    if (address >= VOLUME_RULE.perAddressPerDay) {
      hits.push({
        rule: "too-many-listings-in-a-day",
        points: VOLUME_RULE.points,
        explanation: `${address} listings were published or changed from this listing's network address in the last 24 hours.`,
        evidence: { from: "address", listings: address, limit: VOLUME_RULE.perAddressPerDay },
      });
    }
    return hits;
  },
};
