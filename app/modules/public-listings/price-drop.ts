// The "Price dropped $500 · 3 days ago" line of cards and the vehicle page. The server decides
// how many days ago (so the page and its hydration agree); this module only words it.
import { formatPrice } from "../../shared/format";
import { daysSince } from "../../shared/dates";

/**
 * A drop is shown for 30 days: after that it no longer tells a buyer anything about the seller's
 * mood, and a line that never goes away would read as a permanent sales pitch.
 */
export const RECENT_DROP_DAYS = 30;

export interface RecentPriceDrop {
  /** How much lower the price stands than before the drop, as a decimal string. */
  amount: string;
  /** Calendar days since the drop: 0 is "today". */
  daysAgo: number;
}

/** The drop to show, or null when there is none or it is older than RECENT_DROP_DAYS. */
export function recentPriceDrop(amount: string | null, at: string | Date | null, now: Date): RecentPriceDrop | null {
  // Under a dollar the whole-dollar amount would read "$0".
  if (amount === null || at === null || !(Number(amount) >= 1)) return null;
  // Calendar days, as the price history dates the same drop.
  const daysAgo = daysSince(at, now);
  return daysAgo < RECENT_DROP_DAYS ? { amount, daysAgo } : null;
}

export function daysAgoText(days: number): string {
  if (days <= 0) return "today";
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

export function priceDropText(drop: RecentPriceDrop): string {
  return `Price dropped ${formatPrice(drop.amount)} · ${daysAgoText(drop.daysAgo)}`;
}
