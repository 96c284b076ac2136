import { prisma } from "~/utils/db.server";
import { getValueRange } from "~/modules/valuations/value-range.server";
import { formatPrice } from "./format";
import { checkVehicleDetails } from "./catalog-check.server";
import { draftValues, firstIncompleteStep, getDraft, readDraftPatch, saveDraft, withDependentsCleared, type DraftValues } from "./drafts.server";
import { LISTING_STEPS, STEP_BLOCKED_TOAST } from "./listing-schema";
import { listingFormOptions } from "./form-options.server";
import { firstErrors, type FieldErrors } from "./field-errors";
import type { ToastInput } from "~/modules/toast/toast";

import { sellStepPath } from "./wizard-paths";

export type { FieldErrors };

/** The wizard step asked for in the URL (1 to 6), or null for "where the seller left off". */
export function parseStep(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : null;
}

/** The success step belongs to a listing the seller owns. */
export async function ownsVehicle(userId: number, vehicleId: number) {
  return (await prisma.vehicle.count({ where: { id: vehicleId, userId } })) > 0;
}

export type StepLoad = { redirect: string } | { step: number; values: DraftValues; options: Awaited<ReturnType<typeof listingFormOptions>>; valueRange: Awaited<ReturnType<typeof getValueRange>>; version: string };

/** What a form step (1 to 5) shows; a step beyond the first incomplete one sends the seller back to it. */
export async function loadFormStep(userId: number, requested: number | null): Promise<StepLoad> {
  const draft = await getDraft(userId);
  const values = draftValues(draft);
  const reachable = firstIncompleteStep(values);
  if (requested !== null && requested > reachable) return { redirect: sellStepPath(reachable) };
  const step = requested ?? reachable;
  const [options, valueRange] = await Promise.all([
    listingFormOptions(values),
    step === 3 && values.vehicleModelId && values.year ? getValueRange(values.vehicleModelId, values.year) : null,
  ]);
  return { step, values, options, valueRange, version: draft?.updatedAt.toISOString() ?? "new" };
}


/** Field errors of one step for the draft's values (with the catalog checks for step 1), or null. */
export async function validateStep(step: number, values: DraftValues): Promise<FieldErrors | null> {
  const definition = LISTING_STEPS.find((s) => s.step === step);
  if (!definition) return null;
  const parsed = definition.schema.safeParse(values);
  if (!parsed.success) return firstErrors(parsed.error.issues);
  if (step === 1) {
    const { errors } = await checkVehicleDetails(parsed.data as Parameters<typeof checkVehicleDetails>[0]);
    if (errors) return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v![0]!]));
  }
  return null;
}

/** Saves what a step's form carries to the seller's draft; returns the draft's values after it. */
export async function saveStep(userId: number, step: number, form: FormData, extra: Parameters<typeof saveDraft>[1] = {}) {
  const current = draftValues(await getDraft(userId));
  const patch = withDependentsCleared(current, readDraftPatch(step, form));
  return draftValues(await saveDraft(userId, { ...patch, ...extra }));
}

export type StepOutcome = { redirect: string; toast?: ToastInput } | { status: number; errors: FieldErrors; toast?: ToastInput };

/** 'Next': save, check the step's gate, and move on or answer with the errors at their fields. */
export async function advanceStep(userId: number, step: number, form: FormData): Promise<StepOutcome> {
  const values = await saveStep(userId, step, form);
  // The price is checked as typed: a draft keeps only prices it can store.
  const errors = await validateStep(step, step === 3 ? { ...values, price: String(form.get("price") ?? "") } : values);
  if (errors) return { status: 400, errors, toast: STEP_BLOCKED_TOAST };
  if (step === 4) {
    const pkg = await prisma.vehiclePackage.findUnique({ where: { id: values.packageId! }, select: { name: true, price: true } });
    if (!pkg) return { status: 400, errors: { packageId: "Package is required" }, toast: STEP_BLOCKED_TOAST };
    return { redirect: sellStepPath(5), toast: { title: "Package Selected", description: `${pkg.name} package - ${formatPrice(pkg.price.toString())}` } };
  }
  return { redirect: sellStepPath(step + 1) };
}
