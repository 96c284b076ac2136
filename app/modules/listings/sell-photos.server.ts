import { applyPhotoIntent } from "~/modules/media/photo-intents.server";
import { saveDraft } from "./drafts.server";
import { MAX_PHOTOS } from "./listing-schema";
import { saveStep } from "./sell-wizard.server";

/** Upload, remove or reorder the draft's photos from the step 2 form (the path that needs no JavaScript). */
export async function changePhotos(userId: number, form: FormData): Promise<{ error?: string; status?: number }> {
  const values = await saveStep(userId, 2, form);
  const result = await applyPhotoIntent(form, values.images, { userId, max: MAX_PHOTOS });
  if (!result) return {};
  await saveDraft(userId, { images: result.images });
  return { error: result.error, status: result.status };
}
