// Offers' limits, texts and forms (decision 53), without the database: the browser's forms,
// the offer cards and the server all read these.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { DEAL_THRESHOLDS } from "~/modules/valuations/deal-rating";
import { formatPrice } from "~/shared/format";

/** An offer, and a counter, stand for this long; a counter starts the time again. */
export const OFFER_HOURS = 48;
export const OFFER_MAX = 5_000_000;
export const OFFER_MESSAGE_MAX = 1000;

export const OFFER_STATES = ["open", "accepted", "declined", "countered", "withdrawn", "expired"] as const;
export type OfferStateName = (typeof OFFER_STATES)[number];

/** Still waiting for an answer: the seller's (open) or the buyer's (countered). */
export const isLiveOffer = (state: string) => state === "open" || state === "countered";

export const OFFER_STATE_LABELS: Record<OfferStateName, string> = {
  open: "Waiting for the seller",
  countered: "Countered",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
};

export type OfferAction = "accept" | "decline" | "counter" | "withdraw";

export interface OfferView {
  id: number;
  conversationId: number;
  vehicleId: number;
  title: string;
  /** The viewer's side. */
  role: "buyer" | "seller";
  /** Expired as soon as its time is up, whether or not the expiry run has been yet. */
  state: OfferStateName;
  stateLabel: string;
  amount: number;
  counterAmount: number | null;
  agreedAmount: number | null;
  message: string | null;
  createdAt: string;
  expiresAt: string;
  /** Whose answer the offer waits for; null once it is settled. */
  waitingFor: "buyer" | "seller" | null;
  actions: OfferAction[];
  /** For the seller's side only: "18% below the fair price range". */
  fairGap: string | null;
}

export type OfferPanel =
  | { kind: "none" }
  /** Signed out, on a listing that takes offers: sign in first. */
  | { kind: "sign-in" }
  /** A buyer with no offer waiting: the way to make one. */
  | { kind: "make" }
  /** The buyer's own latest offer (live or accepted), or for the seller's side the accepted one. */
  | { kind: "offer"; offer: OfferView }
  /** The seller's side with live offers and none accepted. */
  | { kind: "received"; live: number };

export const OFFER_TEXT = {
  notFound: "Offer not found",
  vehicleNotFound: "Vehicle Not Found",
  amountRequired: "Please enter your offer in whole dollars",
  amountWhole: "Please enter a whole number of dollars",
  amountPositive: "An offer must be at least $1",
  amountTooHigh: `An offer can be at most ${formatPrice(OFFER_MAX)}`,
  messageTooLong: `A message with an offer can be at most ${OFFER_MESSAGE_MAX} characters`,
  ownListing: "This is your listing",
  notActive: "This listing is no longer available, so it can't take offers.",
  liveOfferExists: "You already have an offer on this vehicle waiting for an answer. Withdraw it before you make a new one.",
  expired: "This offer has expired.",
  listingTaken: "This listing is no longer available, so the offer can't be accepted.",
  sellerOnly: "Only the seller can answer this offer.",
  buyerOnlyCounter: "Only the buyer can accept the seller's counter.",
  buyerOnlyWithdraw: "Only the buyer can withdraw this offer.",
  movedOn: {
    open: "This offer is still waiting for the seller.",
    countered: "The seller has already countered this offer.",
    accepted: "This offer was already accepted.",
    declined: "This offer was already declined.",
    withdrawn: "This offer was withdrawn.",
    expired: "This offer has expired.",
  } satisfies Record<OfferStateName, string>,
} as const;

/** Whole dollars from a form field or a JSON value: "7,500", "$7500" and 7500 alike; anything else is missing. */
function dollarsInput(value: unknown): unknown {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const cleaned = value.trim().replace(/^\$/, "").replace(/,/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

const dollars = z.preprocess(
  dollarsInput,
  z
    .number({ error: OFFER_TEXT.amountRequired })
    .refine(Number.isFinite, OFFER_TEXT.amountRequired)
    .refine(Number.isInteger, OFFER_TEXT.amountWhole)
    .refine((n) => n >= 1, OFFER_TEXT.amountPositive)
    .refine((n) => n <= OFFER_MAX, OFFER_TEXT.amountTooHigh),
);

/** A buyer's offer: the form on the offer page and POST /api/vehicles/:id/offers. */
export const offerSchema = z.object({
  amount: dollars,
  message: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string({ error: "Please write the message as text" }).trim().max(OFFER_MESSAGE_MAX, OFFER_TEXT.messageTooLong).optional(),
  ),
});

/** The seller's counter: the counter form and POST /api/offers/:id/counter. */
export const counterSchema = z.object({ amount: dollars });

export const parseOfferForm = (form: FormData) => parseWithZod(form, { schema: offerSchema });
export const parseCounterForm = (form: FormData) => parseWithZod(form, { schema: counterSchema });

/**
 * The lowest price the deal rating still calls fair: just above the "good deal" bound, as a share
 * of the typical retail value (decision 16).
 */
const FAIR_FLOOR_PERCENT = DEAL_THRESHOLDS.find((t) => t.rating === "good")!.upToPercent;

/** How far an amount is below the fair price range, in whole percent; null when it is not below, or without a typical value. */
export function percentBelowFairRange(amount: number, typicalValue: number | null): number | null {
  if (typicalValue === null || !(typicalValue > 0)) return null;
  const floor = (typicalValue * FAIR_FLOOR_PERCENT) / 100;
  if (amount >= floor) return null;
  const percent = Math.round(((floor - amount) / floor) * 100);
  return percent > 0 ? percent : null;
}

/** "18% below the fair price range" for the seller, or null. */
export function fairRangeGapText(amount: number, typicalValue: number | null): string | null {
  const percent = percentBelowFairRange(amount, typicalValue);
  return percent === null ? null : `${percent}% below the fair price range`;
}
