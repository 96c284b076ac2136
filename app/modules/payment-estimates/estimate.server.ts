// The payment estimate's data: the states' tax and fee reference rows (seeded by the migration
// payment_estimates, decision 54), a buyer's saved defaults, and the estimate for a listing as
// the vehicle page and GET /api/vehicles/:id/payment ask for it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { prisma, publicReader } from "~/utils/db.server";
import { keptBriefly } from "~/utils/kept-briefly.server";
import { AppError } from "~/utils/app-error";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { isHeldStatus } from "~/modules/listings/status";
import { loadVehicleDetail, type Viewer } from "~/modules/public-listings/vehicle-detail.server";
import {
  centsToDecimal,
  downFromPercent,
  estimatePayment,
  PAYMENT_DEFAULTS,
  paymentInputSchema,
  percentOfPrice,
  priceToCents,
  type PaymentEstimate,
  type PaymentInputs,
  type TaxAndFees,
} from "./estimate";

const keptTable = keptBriefly<TaxAndFees[]>("sales-tax-rates");
const TABLE_KEPT_MS = 10 * 60 * 1000;

/** Every state's (and DC's) tax and fee row, by name. Reference data, kept by the process for a while. */
export function listTaxAndFees(): Promise<TaxAndFees[]> {
  return keptTable("all", TABLE_KEPT_MS, async () => {
    const rows = await publicReader().salesTaxRate.findMany({ orderBy: { name: "asc" } });
    return rows.map((row) => ({
      state: row.state,
      name: row.name,
      ratePercent: row.ratePercent.toFixed(3),
      titleFee: row.titleFee,
      registrationFee: row.registrationFee,
      asOf: row.asOf.toISOString().slice(0, 10),
    }));
  });
}

async function taxAndFeesOf(state: string | null): Promise<TaxAndFees | null> {
  if (!state) return null;
  return (await listTaxAndFees()).find((row) => row.state === state) ?? null;
}

const NO_TAX_OR_FEES = { ratePercent: "0", titleFee: 0, registrationFee: 0 };

/** A buyer's saved estimate defaults; fields they never saved are null. */
export interface SavedPaymentDefaults {
  downPercent: number | null;
  termMonths: number | null;
  apr: number | null;
  state: string | null;
}

export async function savedPaymentDefaults(userId: number): Promise<SavedPaymentDefaults | null> {
  // From the primary: right after saving, the page must show what was saved.
  const row = await prisma.userPreferences.findUnique({
    where: { userId },
    select: { paymentDownPercent: true, paymentTermMonths: true, paymentApr: true, paymentState: true },
  });
  if (!row || (row.paymentDownPercent === null && row.paymentTermMonths === null && row.paymentApr === null && row.paymentState === null)) return null;
  return { downPercent: row.paymentDownPercent, termMonths: row.paymentTermMonths, apr: row.paymentApr === null ? null : Number(row.paymentApr), state: row.paymentState };
}

/** The inputs an estimate starts from: the buyer's saved defaults, else PAYMENT_DEFAULTS and the listing's state. */
function startingInputs(priceCents: number, listingState: string | null, saved: SavedPaymentDefaults | null): Omit<PaymentInputs, "state"> & { state: string | null } {
  return {
    down: downFromPercent(priceCents, saved?.downPercent ?? PAYMENT_DEFAULTS.downPercent),
    termMonths: saved?.termMonths ?? PAYMENT_DEFAULTS.termMonths,
    apr: saved?.apr ?? PAYMENT_DEFAULTS.apr,
    state: saved?.state ?? listingState,
  };
}

const INPUT_NAMES = ["down", "termMonths", "apr", "state"] as const;

/** The estimate as the vehicle page shows it. */
export interface PaymentSection {
  /** The inputs the numbers are for (or, after a refused query, the starting inputs the form falls back to). */
  inputs: { down: number; termMonths: number; apr: number; state: string | null };
  /** conform's reply for a query with bad numbers: the messages beside their fields and what was typed. */
  result: SubmissionResult<string[]> | null;
  /** Null when the query was refused. */
  estimate: PaymentEstimate | null;
  /** The state's reference row the tax and fees come from; null when no state is known. */
  taxAndFees: TaxAndFees | null;
  states: { state: string; name: string }[];
  /** Whether the starting inputs are the signed-in buyer's saved defaults. */
  fromSavedDefaults: boolean;
  signedIn: boolean;
}

/**
 * The payment estimate for a listing priced `price` (a decimal string) in `listingState`, for
 * the page's query `search` (down, termMonths, apr, state: any left out come from the starting
 * inputs). `userId`, when signed in, supplies saved defaults.
 */
export async function paymentSection(price: string, listingState: string | null, search: URLSearchParams, userId: number | null): Promise<PaymentSection> {
  const priceCents = priceToCents(price);
  const [saved, table] = await Promise.all([userId ? savedPaymentDefaults(userId) : Promise.resolve(null), listTaxAndFees()]);
  const start = startingInputs(priceCents, listingState, saved);
  const states = table.map(({ state, name }) => ({ state, name }));
  const base = { states, fromSavedDefaults: saved !== null, signedIn: userId !== null };
  if (!INPUT_NAMES.some((name) => search.has(name))) {
    const taxAndFees = await taxAndFeesOf(start.state);
    return { ...base, inputs: start, result: null, estimate: estimatePayment(priceCents, start, taxAndFees ?? NO_TAX_OR_FEES), taxAndFees };
  }
  const query = new URLSearchParams();
  for (const name of INPUT_NAMES) query.set(name, search.get(name) ?? (name === "state" ? (start.state ?? "") : String(start[name])));
  const submission = parseWithZod(query, { schema: paymentInputSchema(priceCents / 100) });
  if (submission.status !== "success") return { ...base, inputs: start, result: submission.reply(), estimate: null, taxAndFees: null };
  // A state left out of the query was filled in above; one sent empty ("No tax or fees") stays empty.
  const inputs = { ...submission.value, state: submission.value.state ?? null };
  const taxAndFees = await taxAndFeesOf(inputs.state);
  if (inputs.state && !taxAndFees) return { ...base, inputs: start, result: submission.reply({ fieldErrors: { state: ["Choose a US state or DC"] } }), estimate: null, taxAndFees: null };
  return { ...base, inputs, result: null, estimate: estimatePayment(priceCents, inputs, taxAndFees ?? NO_TAX_OR_FEES), taxAndFees };
}

/** GET /api/vehicles/:id/payment's answer, in decimal dollar strings like the listing's price. */
export interface PaymentQuote {
  vehicleId: number;
  price: string;
  down: string;
  termMonths: number;
  apr: number;
  state: string | null;
  amountFinanced: string;
  monthly: string;
  total: string;
  tax: string;
  fees: string;
  taxRatePercent: string | null;
  /** The date of the reference data the tax and fees come from. */
  asOf: string | null;
}

/**
 * The estimate for vehicle `vehicleId` as `viewer` may see it, for the query `search`; a missing
 * input takes the visitor's default (10% down, 60 months, 7.5% APR, the listing's state). Throws
 * an AppError: 404 for a vehicle the viewer cannot see, 400 (with the field) for a bad input.
 */
export async function paymentQuote(vehicleId: number, viewer: Viewer | null, search: URLSearchParams): Promise<{ quote: PaymentQuote; private: boolean }> {
  const loaded = await loadVehicleDetail(vehicleId, viewer);
  if (!loaded) throw new AppError("Vehicle not found", { status: 404, code: "not-found" });
  const { detail } = loaded;
  const priceCents = priceToCents(detail.price);
  const listingState = (await findZipCode(detail.zipCode))?.state ?? null;
  const start = startingInputs(priceCents, listingState, null);
  const query = new URLSearchParams();
  for (const name of INPUT_NAMES) {
    const given = search.get(name);
    if (given !== null && given.trim() === "") throw new AppError(`${name} is empty: leave it out for the default or give a value`, { field: name });
    query.set(name, given ?? (name === "state" ? (start.state ?? "") : String(start[name])));
  }
  const submission = parseWithZod(query, { schema: paymentInputSchema(priceCents / 100) });
  if (submission.status !== "success") {
    const [field, messages] = Object.entries(submission.error ?? {}).find(([, m]) => m?.length) ?? ["", ["Invalid input"]];
    throw new AppError(`${field}: ${messages?.[0] ?? "Invalid input"}`, { field });
  }
  const state = submission.value.state ?? start.state;
  const taxAndFees = await taxAndFeesOf(state);
  if (state && !taxAndFees) throw new AppError("state: Choose a US state or DC (two letters, e.g. TX)", { field: "state" });
  const estimate = estimatePayment(priceCents, submission.value, taxAndFees ?? NO_TAX_OR_FEES);
  return {
    // A held listing is only its owner's and staff's business: never kept by a shared cache.
    private: loaded.viewerManages || isHeldStatus(detail.status),
    quote: {
      vehicleId: detail.id,
      price: centsToDecimal(priceCents),
      down: centsToDecimal(estimate.downCents),
      termMonths: submission.value.termMonths,
      apr: submission.value.apr,
      state,
      amountFinanced: centsToDecimal(estimate.financedCents),
      monthly: centsToDecimal(estimate.monthlyCents),
      total: centsToDecimal(estimate.totalCents),
      tax: centsToDecimal(estimate.taxCents),
      fees: centsToDecimal(estimate.feesCents),
      taxRatePercent: taxAndFees?.ratePercent ?? null,
      asOf: taxAndFees?.asOf ?? null,
    },
  };
}

/**
 * Saves the inputs `form` carries (down, termMonths, apr, state) as the user's estimate defaults
 * for the vehicle `vehicleId` they were typed on: the down payment as a whole percent of its
 * price. Returns false when the inputs do not pass the estimate's checks (nothing is saved);
 * throws a 404 AppError when the vehicle is not one the user can see.
 */
export async function savePaymentDefaults(userId: number, vehicleId: number, form: FormData): Promise<boolean> {
  const loaded = await loadVehicleDetail(vehicleId, { id: userId, staff: false });
  if (!loaded) throw new AppError("Vehicle not found", { status: 404, code: "not-found" });
  const priceCents = priceToCents(loaded.detail.price);
  const submission = parseWithZod(form, { schema: paymentInputSchema(priceCents / 100) });
  if (submission.status !== "success") return false;
  const { down, termMonths, apr, state } = submission.value;
  if (state && !(await taxAndFeesOf(state))) return false;
  const values = { paymentDownPercent: percentOfPrice(down, priceCents), paymentTermMonths: termMonths, paymentApr: apr, paymentState: state ?? null };
  await prisma.userPreferences.upsert({ where: { userId }, create: { userId, ...values }, update: values });
  return true;
}
