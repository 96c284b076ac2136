import { formatNumber, formatPrice } from "~/shared/format";
import { daysSince } from "~/shared/dates";

// How an asking price compares with the typical retail value of its model year (decision 16).
// The migration 20261125100000_deal_ratings mirrors DEAL_THRESHOLDS in the SQL function
// deal_rating_of(price, retail), which rates every listing as it is written: change both together
// (deal-rating.db.test.ts checks that they agree at every boundary).

export const DEAL_RATINGS = ["great", "good", "fair", "high", "over"] as const;
export type DealRating = (typeof DEAL_RATINGS)[number];

export const DEAL_LABELS: Record<DealRating, string> = {
  great: "Great deal",
  good: "Good deal",
  fair: "Fair price",
  high: "High price",
  over: "Overpriced",
};

/**
 * Each rating up to a price of this many percent of the typical retail value, inclusive; past the
 * last bound, "over". Whole percents, so the comparison is exact in cents on both sides.
 */
export const DEAL_THRESHOLDS: readonly { rating: Exclude<DealRating, "over">; upToPercent: number }[] = [
  { rating: "great", upToPercent: 88 },
  { rating: "good", upToPercent: 95 },
  { rating: "fair", upToPercent: 105 },
  { rating: "high", upToPercent: 115 },
];

/** The search filter's choices: each rating and every better one. */
export const DEAL_FILTER_VALUES = ["good", "great"] as const;
export type DealFilter = (typeof DEAL_FILTER_VALUES)[number];
export const DEAL_FILTER_LABELS: Record<DealFilter, string> = { good: "Good deals and better", great: "Great deals only" };

const cents = (amount: number) => Math.round(amount * 100);

/** The rating of a price against a typical retail value; null without a (positive) value. */
export function dealRatingOf(price: number, retail: number | null | undefined): DealRating | null {
  if (retail === null || retail === undefined || !(retail > 0) || !Number.isFinite(price)) return null;
  const p = cents(price);
  const r = cents(retail);
  for (const { rating, upToPercent } of DEAL_THRESHOLDS) if (p * 100 <= r * upToPercent) return rating;
  return "over";
}

/** Within this share of the typical value (rounded to whole dollars) the page says "close to" rather than an amount. */
export const CLOSE_TO_PERCENT = 1;

/** "$1,150 below the typical retail value for a 2019 Honda CRF450R", "… above …", or "Close to …". */
export function dealSentence(price: number, retail: number, title: string): string {
  const difference = Math.round(price) - Math.round(retail);
  const subject = `the typical retail value for a ${title}`;
  if (Math.abs(difference) * 100 <= Math.round(retail) * CLOSE_TO_PERCENT) return `Close to ${subject}`;
  return `${formatPrice(Math.abs(difference))} ${difference < 0 ? "below" : "above"} ${subject}`;
}

/** Calendar days since the listing was created (0 on its first day), as its "Listed" date reads. */
export const daysOnMarket = (createdAt: Date | string, now: Date = new Date()) => daysSince(createdAt, now);

/** "Listed today", "1 day on market", "12 days on market". */
export function daysOnMarketText(days: number): string {
  if (days <= 0) return "Listed today";
  return `${formatNumber(days)} ${days === 1 ? "day" : "days"} on market`;
}
