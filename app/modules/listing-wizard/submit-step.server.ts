import { prisma } from "~/utils/db.server";
import { AppError, isAppError } from "~/utils/app-error";
import { applyPhotoIntent } from "~/modules/media/photo-intents.server";
import { generateListingDescription } from "~/modules/descriptions/generate.server";
import type { ToastInput } from "~/modules/toast/toast";
import { readDraftPatch, withDependentsCleared, type DraftStore, type DraftValues, type EditStore } from "~/modules/seller-listings/drafts.server";
import { checkVehicleDetails, withIdentifierExplained } from "~/modules/seller-listings/catalog-check.server";
import type { FieldErrors } from "~/modules/seller-listings/field-errors";
import { issueMessages } from "~/utils/field-messages";
import { formatPrice } from "~/shared/format";
import { LISTING_STEPS } from "~/modules/seller-listings/listing-schema";
import { DESCRIPTION_MAX, MAX_PHOTOS } from "~/modules/listings/listing-limits";
import { isUpgrade, updateListing } from "~/modules/seller-listings/edit-listing.server";
import { type DescriptionReplacement, mustConfirmReplace, previousDescriptionFrom, UNDO_INTENT } from "~/modules/listing-wizard/description-replacement";
import { EDIT_DONE_PATH, FORM_STEPS, PAYMENT_STEP, stepPathOf } from "./steps";
import { AI_FAILED, AI_MISSING_INFORMATION, DESCRIPTION_GENERATED, LISTING_UPDATED } from "./messages";

/**
 * Where a submit leads: another page (Post/Redirect/Get), or the same step again with what to
 * show. A refusal is thrown instead, as an AppError: "step-blocked" when the step's fields do
 * not pass (each message beside its field, in `fields`), "step-refused" for a photo refused
 * beside the photos (`field: "images"`) or a post the step does not take.
 */
export type StepOutcome = { redirect: string; toast?: ToastInput } | { stay: true; toast?: ToastInput; replacement?: DescriptionReplacement };

/** The step's fields do not pass: each message beside its field (400). */
export const stepBlocked = (errors: FieldErrors) => new AppError(Object.values(errors)[0] ?? "Please complete all required fields", { code: "step-blocked", fields: errors });

/** A post the step does not take (400), naming no field. */
export const unknownStepPost = () => new AppError("Unknown action", { code: "step-refused" });

/** A post the step does not take, or a refused photo beside the photos, with the refusal's status and wait. */
function stepRefused(photo?: { message: string; status?: number; retryAfterSeconds?: number }) {
  if (!photo) return unknownStepPost();
  return new AppError(photo.message, { status: photo.status ?? 400, code: "step-refused", field: "images", retryAfterSeconds: photo.retryAfterSeconds });
}

export const PHOTO_INTENT = "photos";

/** The submit's intent: a photo button, a named button (intent), or Next (Enter in a field). */
export function intentOf(form: FormData): string {
  if (form.get("photoIntent")) return PHOTO_INTENT;
  const intent = form.get("intent");
  return typeof intent === "string" && intent !== "" ? intent : "next";
}

const stay = (toast?: ToastInput, replacement?: DescriptionReplacement): StepOutcome => ({ stay: true, toast, replacement });

/**
 * Every submit of a form step (1 to 4) of either wizard. Whatever the intent, the step's
 * fields are saved to the store first, so nothing typed is lost; only Next checks them.
 */
/** `clientAddress`: where the post came from; an "Update Listing" is screened with it (decision 42). */
export async function submitStep(intent: string, step: number, form: FormData, store: DraftStore, clientAddress?: string): Promise<StepOutcome> {
  const before = (await store.load()).values;
  const values = await store.save(withDependentsCleared(before, readDraftPatch(step, form)));
  switch (intent) {
    case "autosave":
      return stay();
    case "refresh":
      return { redirect: stepPathOf(store, step) };
    case "previous":
      return { redirect: stepPathOf(store, Math.max(1, step - 1)) };
    case PHOTO_INTENT:
      if (step !== 2) throw stepRefused();
      return changePhotos(form, values, store);
    case "generate-description":
      if (step !== 2) throw stepRefused();
      return generateDescription(form, values, store);
    case UNDO_INTENT: {
      const previous = previousDescriptionFrom(form, DESCRIPTION_MAX);
      if (step !== 2 || previous === undefined) throw stepRefused();
      await store.save({ description: previous });
      return { redirect: stepPathOf(store, 2) };
    }
    case "next":
      return next(step, form, values, store, clientAddress);
    default:
      throw stepRefused();
  }
}

async function changePhotos(form: FormData, values: DraftValues, store: DraftStore): Promise<StepOutcome> {
  const result = await applyPhotoIntent(form, values.images, { userId: store.userId, max: MAX_PHOTOS });
  if (!result) throw stepRefused();
  await store.save({ images: result.images });
  if (result.error) throw stepRefused({ message: result.error, status: result.status, retryAfterSeconds: result.retryAfterSeconds });
  return { redirect: `${stepPathOf(store, 2)}#photos` };
}

/**
 * A step post whose body was refused part way: a photo over the size cap, too many photos, the
 * seller's upload rate, uploads busy. What the seller typed before the photos (the description,
 * the photo list) is saved as any submit saves it, and the reason shows beside the photos.
 * Fields the post never got to are left as the draft has them. Always throws the refusal.
 */
export async function refusedStepPost(step: number, form: FormData, refusal: AppError, store: DraftStore): Promise<never> {
  if (step === 2) {
    const patch = readDraftPatch(2, form);
    const read = { ...(form.has("description") ? { description: patch.description } : {}), ...(form.has("images") ? { images: patch.images } : {}) };
    if (Object.keys(read).length > 0) await store.save(read);
  }
  throw stepRefused(refusal);
}

/**
 * 'AI Generate' writes the description from what the seller entered. Over a description the
 * seller wrote it first asks; after replacing one it hands back the old text for Undo.
 */
async function generateDescription(form: FormData, values: DraftValues, store: DraftStore): Promise<StepOutcome> {
  if (mustConfirmReplace(values.description, form)) return stay(undefined, { confirm: true });
  try {
    const description = await generateListingDescription(values);
    await store.save({ description });
    if (values.description?.trim()) return stay(DESCRIPTION_GENERATED, { previous: values.description });
    return { redirect: stepPathOf(store, 2), toast: DESCRIPTION_GENERATED };
  } catch (error) {
    if (isAppError(error, "missing-information")) return { redirect: stepPathOf(store, 2), toast: AI_MISSING_INFORMATION };
    const message = error instanceof Error && error.message ? error.message : AI_FAILED.description;
    return { redirect: stepPathOf(store, 2), toast: { ...AI_FAILED, description: message } };
  }
}

/** Field errors of one step (with the catalog and zip checks for step 1), or null when it passes. */
export async function stepErrors(step: number, values: DraftValues): Promise<FieldErrors | null> {
  const definition = LISTING_STEPS.find((s) => s.step === step);
  if (!definition) return null;
  const parsed = definition.schema.safeParse(values);
  if (!parsed.success) return withIdentifierExplained(issueMessages(parsed.error.issues, "form"), values);
  if (step === 1) {
    const { errors } = await checkVehicleDetails(parsed.data as Parameters<typeof checkVehicleDetails>[0]);
    if (errors) return errors;
  }
  return null;
}

async function next(step: number, form: FormData, values: DraftValues, store: DraftStore, clientAddress?: string): Promise<StepOutcome> {
  // The price is checked as typed: a draft keeps only prices it can store.
  const errors = await stepErrors(step, step === 3 ? { ...values, price: String(form.get("price") ?? "") } : values);
  if (errors) throw stepBlocked(errors);
  if (step < FORM_STEPS) return { redirect: stepPathOf(store, step + 1) };
  const pkg = await prisma.vehiclePackage.findUnique({ where: { id: values.packageId! }, select: { id: true, name: true, price: true } });
  if (!pkg) throw stepBlocked({ packageId: "Package is required" });
  const selected: ToastInput = { title: "Package Selected", description: `${pkg.name} package - ${formatPrice(pkg.price.toString())}` };
  if (store.kind === "sell") return { redirect: stepPathOf(store, PAYMENT_STEP), toast: selected };
  if (isUpgrade(store.live, pkg)) return { redirect: stepPathOf(store, PAYMENT_STEP), toast: selected };
  return updateFromStagedEdit(store, values, clientAddress);
}

/** "Update Listing": the staged edit, checked whole, becomes the live listing in one transaction. */
async function updateFromStagedEdit(store: EditStore, values: DraftValues, clientAddress?: string): Promise<StepOutcome> {
  const saved = await updateListing(store.userId, store.vehicleId, values, { loaded: store.live, fromStagedEdit: true, clientAddress });
  if ("errors" in saved) throw stepBlocked(saved.errors);
  return { redirect: EDIT_DONE_PATH, toast: LISTING_UPDATED };
}
