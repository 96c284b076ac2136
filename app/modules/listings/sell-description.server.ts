import { generateListingDescription } from "~/modules/descriptions/generate.server";
import { MissingInformationError } from "~/modules/descriptions/errors";
import type { ToastInput } from "~/modules/toast/toast";
import { saveDraft } from "./drafts.server";
import { saveStep } from "./sell-wizard.server";

/** 'AI Generate' on step 2: writes the draft's description from what the seller entered. */
export async function describeDraft(userId: number, form: FormData): Promise<{ toast: ToastInput }> {
  const values = await saveStep(userId, 2, form);
  try {
    const description = await generateListingDescription(values);
    await saveDraft(userId, { description });
    return { toast: { title: "Description Generated!", description: "AI has created a compelling description for your vehicle." } };
  } catch (error) {
    if (error instanceof MissingInformationError) {
      return { toast: { title: "Missing Information", description: "Please fill in vehicle type, make, model, and year first.", variant: "destructive" } };
    }
    const message = error instanceof Error && error.message ? error.message : "Failed to generate description. Please write your own.";
    return { toast: { title: "AI Generation Failed", description: message, variant: "destructive" } };
  }
}
