// Every number screening decides by (decision 42): the points each rule gives and the scores
// that queue a listing for review or hold it. Change them here; the decision record lists them.

/** A score at or over `review` publishes the listing and queues it for staff; at or over `hold`, it waits for staff. */
export const SCORE_THRESHOLDS = { review: 30, hold: 60 } as const;

export const PRICE_RULE = {
  /** Asking at most this share of the condition's expected value: far below it. */
  farBelowRatio: 0.5,
  farBelowPoints: 30,
  /** At most this share: so far below that it is the bait of a scam more often than a bargain. */
  extremeRatio: 0.35,
  extremePoints: 45,
  /** The typical retail value is for a vehicle in good shape: what each condition may fairly ask of it. */
  conditionFactors: { excellent: 1, very_good: 0.95, good: 0.9, fair: 0.8, poor: 0.65 } as Record<string, number>,
};

export const SELLER_RULE = {
  /** A vehicle whose price or typical value is at least this many dollars. */
  highValue: 40_000,
  /** An account younger than this many days is "new" in the explanation staff read. */
  newAccountDays: 14,
  /** A high-value listing from an account that is not a verified seller is held (issue 33, item 5). */
  newAccountPoints: SCORE_THRESHOLDS.hold,
  unverifiedPoints: SCORE_THRESHOLDS.hold,
};

export const DESCRIPTION_RULE = { points: 40 };

export const PHOTO_RULE = {
  /** A photo near-identical to one on another seller's listing: stolen photos are the mark of a listing for a vehicle the seller does not have. */
  otherSellerPoints: 45,
  /** A photo the same seller shows on another listing on the market: a duplicate listing. */
  duplicatePoints: 30,
};

export const IDENTIFIER_RULE = { points: 45 };

export const VOLUME_RULE = {
  /** Listings one account published in the last day, this one included, before the rule hits. */
  perAccountPerDay: 10,
  /** Listings published or changed from one network address in the last day, this one included. */
  perAddressPerDay: 15,
  points: 25,
};

/** A suspended account cannot publish; a payment it started before the suspension completes into a hold. */
export const SUSPENDED_RULE = { points: 100 };

export type ScreeningOutcomeName = "publish" | "review" | "hold";

export function outcomeOf(score: number): ScreeningOutcomeName {
  if (score >= SCORE_THRESHOLDS.hold) return "hold";
  if (score >= SCORE_THRESHOLDS.review) return "review";
  return "publish";
}
