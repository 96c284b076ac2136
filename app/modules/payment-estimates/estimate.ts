// The payment estimate on a vehicle page (decision 54): pure arithmetic in whole cents, and the
// one schema the page's GET form, its browser check and the JSON endpoint share.
import { z } from "zod";

export const TERM_MONTHS_MIN = 12;
export const TERM_MONTHS_MAX = 84;
export const APR_MAX = 30;

/** For a visitor with no saved defaults: 10% down, 60 months at 7.5% APR, the listing's state. */
export const PAYMENT_DEFAULTS = { downPercent: 10, termMonths: 60, apr: 7.5 } as const;

/** A state's reference row: sales tax as a percent with up to three decimals ("6.875"), fees in whole dollars. */
export interface TaxAndFees {
  state: string;
  name: string;
  ratePercent: string;
  titleFee: number;
  registrationFee: number;
  asOf: string;
}

export interface PaymentInputs {
  /** Down payment in whole dollars. */
  down: number;
  termMonths: number;
  /** Annual percentage rate, e.g. 6.5 for 6.5%. */
  apr: number;
  /** Two-letter state (or DC) code. */
  state: string;
}

export interface PaymentEstimate {
  priceCents: number;
  downCents: number;
  taxCents: number;
  feesCents: number;
  financedCents: number;
  monthlyCents: number;
  totalCents: number;
}

const STATE_CODE = /^[A-Za-z]{2}$/;

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/**
 * The estimate's inputs for a vehicle priced `priceDollars`: down payment 0..price in whole
 * dollars, a term of 12..84 whole months, an APR of 0..30% with up to two decimals, and an
 * optional state code (the listing's when left out).
 */
export function paymentInputSchema(priceDollars: number) {
  const maxDown = Math.floor(priceDollars);
  return z.object({
    down: wholeNumber("Enter the down payment in whole dollars")
      .min(0, "The down payment cannot be negative")
      .max(maxDown, `The down payment cannot be more than the price ($${maxDown})`),
    termMonths: wholeNumber("Enter the term in whole months")
      .min(TERM_MONTHS_MIN, `The term must be ${TERM_MONTHS_MIN} to ${TERM_MONTHS_MAX} months`)
      .max(TERM_MONTHS_MAX, `The term must be ${TERM_MONTHS_MIN} to ${TERM_MONTHS_MAX} months`),
    apr: z
      .number({ error: "Enter the APR as a number, e.g. 6.5" })
      .min(0, `The APR must be 0 to ${APR_MAX}%`)
      .max(APR_MAX, `The APR must be 0 to ${APR_MAX}%`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "The APR can have at most two decimals"),
    state: z
      .string()
      .trim()
      .regex(STATE_CODE, "Choose a state")
      .transform((s) => s.toUpperCase())
      .optional(),
  });
}

export type PaymentFormValues = z.output<ReturnType<typeof paymentInputSchema>>;

/** Whole cents of a decimal price string ("12345.67"), without floating-point drift. */
export function priceToCents(price: string): number {
  const [whole = "0", fraction = ""] = price.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** Thousandths of a percent in a rate like "6.875" (6875), so tax is integer arithmetic. */
function rateMillipercent(ratePercent: string): number {
  const [whole = "0", fraction = ""] = ratePercent.split(".");
  return Number(whole) * 1000 + Number(fraction.padEnd(3, "0").slice(0, 3));
}

/** Half up to a whole cent; every amount here is non-negative. */
const roundCents = (cents: number) => Math.floor(cents + 0.5);

/**
 * The estimate. Tax is the state rate on the whole price (rounded half up to a cent); fees are
 * the state's title and registration fees; the amount financed is price + tax + fees - down;
 * the monthly payment is the standard amortization payment (amount x r / (1 - (1 + r)^-n), r the
 * APR / 12) rounded half up to a cent, or amount / n at 0% APR; the total cost is down + monthly
 * x n (tax and fees are financed, so they are in it).
 */
export function estimatePayment(priceCents: number, inputs: Omit<PaymentInputs, "state">, taxAndFees: Pick<TaxAndFees, "ratePercent" | "titleFee" | "registrationFee">): PaymentEstimate {
  const downCents = inputs.down * 100;
  const taxCents = roundCents((priceCents * rateMillipercent(taxAndFees.ratePercent)) / 100_000);
  const feesCents = (taxAndFees.titleFee + taxAndFees.registrationFee) * 100;
  const financedCents = Math.max(0, priceCents + taxCents + feesCents - downCents);
  const n = inputs.termMonths;
  const r = inputs.apr / 100 / 12;
  const monthlyCents = roundCents(r === 0 ? financedCents / n : (financedCents * r) / (1 - (1 + r) ** -n));
  return { priceCents, downCents, taxCents, feesCents, financedCents, monthlyCents, totalCents: downCents + monthlyCents * n };
}

/** Cents as a decimal dollar string: 38666 -> "386.66" (the JSON answers' money format). */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The default down payment for a price: `percent` of it, in whole dollars (rounded down). */
export function downFromPercent(priceCents: number, percent: number): number {
  return Math.floor((priceCents * percent) / 10_000);
}

/** The down payment as a whole percent of the price, for saving as a default (rounded to nearest). */
export function percentOfPrice(down: number, priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.min(100, Math.round((down * 10_000) / priceCents));
}
