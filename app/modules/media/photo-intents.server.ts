import { MAX_PHOTOS } from "./limits";
import { movePhoto, removePhoto } from "./photo-list";
import { storeSellerPhotos } from "./seller-photos.server";
import { isAppError } from "~/utils/app-error";
import type { MediaStorage } from "./media-storage";

const PHOTO_INTENT_FIELD = "photoIntent";
const PHOTO_FILES_FIELD = "photoFiles";

/** A file input that was submitted with nothing chosen arrives as an empty, unnamed file. */
export const isChosenFile = (value: FormDataEntryValue): value is File => value instanceof File && (value.size > 0 || value.name !== "");

const EDIT_INTENT = /^(remove|left|right):(\d{1,3})$/;

/**
 * Applies the photo button that submitted a listing form without JavaScript: upload,
 * remove:<i>, left:<i> or right:<i>. Returns the new photo list (and a message with its
 * status when an upload is refused), or null when the form was not submitted by a photo button.
 * Removed photos stay in storage: the saved listing may still show them. The form was read by
 * withPhotoPost, which counted the upload against the seller's rate as its first file arrived.
 */
export async function applyPhotoIntent(
  form: FormData,
  current: string[],
  { userId, max = MAX_PHOTOS, storage }: { userId: number; max?: number; storage?: MediaStorage },
): Promise<{ images: string[]; error?: string; status?: number; retryAfterSeconds?: number } | null> {
  const intent = form.get(PHOTO_INTENT_FIELD);
  if (typeof intent !== "string" || intent === "") return null;

  if (intent === "upload") {
    const files = form.getAll(PHOTO_FILES_FIELD).filter(isChosenFile);
    try {
      const { urls } = await storeSellerPhotos(userId, files, { existingCount: current.length, max, storage });
      return { images: [...current, ...urls] };
    } catch (error) {
      // The page re-renders with the message and the refusal's status (429 past an upload limit, 503 when busy).
      if (isAppError(error, "upload-refused", "server-busy")) return { images: [...current], error: error.message, status: error.status, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  const match = EDIT_INTENT.exec(intent);
  if (!match) return { images: [...current] };
  const index = Number(match[2]);
  if (match[1] === "remove") return { images: removePhoto(current, index) };
  return { images: movePhoto(current, index, match[1] === "left" ? "earlier" : "later") };
}
