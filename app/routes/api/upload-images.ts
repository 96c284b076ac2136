import type { Route } from "./+types/upload-images";
import { apiUser } from "~/edge/api-guard.server";
import { MAX_PHOTOS, PHOTO_TOO_BIG_MESSAGE, UPLOAD_FAILED_MESSAGE } from "~/modules/media/limits";
import { isChosenFile } from "~/modules/media/photo-intents.server";
import { withPhotoPost } from "~/modules/media/photo-post.server";
import { storeSellerPhotos } from "~/modules/media/seller-photos.server";
import { jsonError } from "~/edge/json-answers.server";
import { appErrorResponse } from "~/edge/app-error-answers.server";
import { isAppError } from "~/utils/app-error";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";

// POST multipart `images` (repeated) and optional `existingCount`; answers { urls }.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method Not Allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const userId = guarded.user.id;

  // The seller's upload rate is counted, and an upload slot taken, before the first photo's bytes are read.
  return withPhotoPost(request, userId, async ({ form, refusal }) => {
    if (refusal?.code === "unreadable-body") return jsonError("Send the photos as a multipart form in the field images.", 400);
    // The API's body is photos: whatever made it too large, the photos did.
    if (refusal?.code === "request-too-large") return jsonError(PHOTO_TOO_BIG_MESSAGE, 413);
    if (refusal) return appErrorResponse(refusal);

    const existingCount = parseExistingCount(form.get("existingCount"));
    if (existingCount === null) return jsonError(`existingCount must be a whole number from 0 to ${MAX_PHOTOS}.`, 400);
    const entries = form.getAll("images");
    if (entries.some((entry) => !(entry instanceof File))) return jsonError("The field images must hold files.", 400);

    try {
      const { urls } = await storeSellerPhotos(userId, entries.filter(isChosenFile), { existingCount });
      return Response.json({ urls }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      if (isAppError(error, "upload-refused", "server-busy")) return appErrorResponse(error);
      throwIfDatabaseUnavailable(error);
      console.error("Photo upload failed", error);
      return jsonError(UPLOAD_FAILED_MESSAGE, 500);
    }
  });
}

function parseExistingCount(value: FormDataEntryValue | null): number | null {
  if (value === null || value === "") return 0;
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value)) return null;
  const count = Number(value);
  return count <= MAX_PHOTOS ? count : null;
}
