import { generateListingDescription } from "~/modules/descriptions/generate.server";
import { MissingInformationError } from "~/modules/descriptions/errors";
import type { ToastInput } from "~/modules/toast/toast";
import { type DescriptionReplacement, mustConfirmReplace, previousDescriptionFrom } from "./description-replacement";
import { saveDraft } from "./drafts.server";
import { DESCRIPTION_MAX } from "./listing-schema";
import { saveStep } from "./sell-wizard.server";

/**
 * 'AI Generate' on step 2: writes the draft's description from what the seller entered. Over a
 * description the seller wrote it first asks; after replacing one it hands back the old text for Undo.
 */
export async function describeDraft(userId: number, form: FormData): Promise<{ toast?: ToastInput; replacement?: DescriptionReplacement }> {
  const values = await saveStep(userId, 2, form);
  if (mustConfirmReplace(values.description, form)) return { replacement: { confirm: true } };
  try {
    const description = await generateListingDescription(values);
    await saveDraft(userId, { description });
    return {
      toast: { title: "Description Generated!", description: "AI has created a compelling description for your vehicle." },
      replacement: values.description?.trim() ? { previous: values.description } : undefined,
    };
  } catch (error) {
    if (error instanceof MissingInformationError) {
      return { toast: { title: "Missing Information", description: "Please fill in vehicle type, make, model, and year first.", variant: "destructive" } };
    }
    const message = error instanceof Error && error.message ? error.message : "Failed to generate description. Please write your own.";
    return { toast: { title: "AI Generation Failed", description: message, variant: "destructive" } };
  }
}

/** Undo after 'AI Generate': the description the seller had before goes back on the draft. */
export async function restorePreviousDescription(userId: number, form: FormData): Promise<boolean> {
  const previous = previousDescriptionFrom(form, DESCRIPTION_MAX);
  if (previous === undefined) return false;
  form.set("description", previous);
  await saveStep(userId, 2, form);
  return true;
}
