import { applyPhotoIntent } from "~/modules/media/photo-intents.server";
import { generateListingDescription } from "~/modules/descriptions/generate.server";
import { MissingInformationError } from "~/modules/descriptions/errors";
import type { ToastInput } from "~/modules/toast/toast";
import { readDraftPatch, valuesWithPatch, withDependentsCleared, type DraftValues } from "./drafts.server";
import { loadEditableListing, updateListing } from "./edit-listing.server";
import { firstErrors, type FieldErrors } from "./field-errors";
import { listingFormOptions } from "./form-options.server";
import { type DescriptionReplacement, mustConfirmReplace, previousDescriptionFrom, UNDO_INTENT } from "./description-replacement";
import { DESCRIPTION_MAX, LISTING_STEPS, MAX_PHOTOS, STEP_BLOCKED_TOAST } from "./listing-schema";
import { editStepPath } from "./wizard-paths";



export function parseEditStep(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n : 1;
}

/** What the edit page re-renders with when a submit did not save: the seller's input stays. */
export type EditRerender = { errors: FieldErrors; values: DraftValues; options: Awaited<ReturnType<typeof listingFormOptions>>; toast?: ToastInput; replacement?: DescriptionReplacement };
export type EditOutcome = { redirect: string; toast?: ToastInput } | ({ status: number } & EditRerender);

async function rerender(status: number, values: DraftValues, errors: FieldErrors, toast?: ToastInput, replacement?: DescriptionReplacement): Promise<EditOutcome> {
  return { status, values, errors, toast, replacement, options: await listingFormOptions(values) };
}

const SUCCESS = { title: "Success!", description: "Your vehicle listing has been updated successfully." } as const;

/** Every submit of the edit wizard; ownership is checked before anything is read or written. */
export async function submitEditStep(userId: number, vehicleId: number, step: number, form: FormData): Promise<EditOutcome | null> {
  const current = await loadEditableListing(userId, vehicleId);
  if (!current) return null;
  const intent = String(form.get("photoIntent") ? "photos" : (form.get("intent") ?? "next"));
  const patch = withDependentsCleared(current, readDraftPatch(step, form));
  const values = valuesWithPatch(current, patch);

  if (intent === "refresh") return rerender(200, values, {});
  if (intent === "photos") {
    const result = await applyPhotoIntent(form, values.images, { userId, max: MAX_PHOTOS });
    const next = { ...values, images: result?.images ?? values.images };
    return rerender(result?.error ? (result.status ?? 400) : 200, next, result?.error ? { images: result.error } : {});
  }
  if (intent === UNDO_INTENT) {
    const previous = previousDescriptionFrom(form, DESCRIPTION_MAX);
    return previous === undefined ? rerender(400, values, {}) : rerender(200, { ...values, description: previous }, {});
  }
  if (intent === "generate-description") {
    if (mustConfirmReplace(values.description, form)) return rerender(200, values, {}, undefined, { confirm: true });
    try {
      const description = await generateListingDescription(values);
      const replacement = values.description?.trim() ? { previous: values.description } : undefined;
      return rerender(200, { ...values, description }, {}, { title: "Description Generated!", description: "AI has created a compelling description for your vehicle." }, replacement);
    } catch (error) {
      const toast: ToastInput =
        error instanceof MissingInformationError
          ? { title: "Missing Information", description: "Please fill in vehicle type, make, model, and year first.", variant: "destructive" }
          : { title: "AI Generation Failed", description: (error as Error).message || "Failed to generate description. Please write your own.", variant: "destructive" };
      return rerender(200, values, {}, toast);
    }
  }
  if (intent === "previous") {
    // Going back keeps what is valid so far; the step's own check waits for Next.
    await updateListing(userId, vehicleId, values, current);
    return { redirect: editStepPath(vehicleId, Math.max(1, step - 1)) };
  }
  const stepCheck = LISTING_STEPS.find((s) => s.step === step)!.schema.safeParse(values);
  const saved = stepCheck.success ? await updateListing(userId, vehicleId, values, current) : { errors: firstErrors(stepCheck.error.issues) };
  if ("errors" in saved) return rerender(400, values, saved.errors, STEP_BLOCKED_TOAST);
  return step < 4 ? { redirect: editStepPath(vehicleId, step + 1) } : { redirect: "/account?tab=listings", toast: SUCCESS };
}
