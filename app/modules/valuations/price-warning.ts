import type { ValueRange } from "./value-range.server";

// How far from the typical retail value an asking price may be before step 3 asks about a typo
// (a slipped zero makes 10×; a missing one 10%). A warning only: unusual vehicles exist.
const HIGH_RATIO = 2.5;
const LOW_RATIO = 0.4;

const times = (ratio: number) => (ratio >= 10 ? String(Math.round(ratio)) : String(Math.round(ratio * 10) / 10));

/** A non-blocking note when the price is far outside the model year's typical value, else null. */
export function priceWarning(price: number | string | undefined, range: ValueRange | null): string | null {
  const amount = typeof price === "string" ? Number(price) : price;
  if (!range || !amount || !Number.isFinite(amount) || amount <= 0 || range.average <= 0) return null;
  const ratio = amount / range.average;
  if (ratio >= HIGH_RATIO) return `This is ${times(ratio)}× the typical retail value; check for a typo`;
  if (ratio <= LOW_RATIO) return `This is ${Math.max(1, Math.round(ratio * 100))}% of the typical retail value; check for a typo`;
  return null;
}
