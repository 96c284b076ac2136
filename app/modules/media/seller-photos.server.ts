import { reservePhotoIds, releasePhotoIds } from "./upload-limits.server";
import { checkSelection, storeUploadedPhotos, type UploadOptions } from "./upload.server";

/**
 * Stores photos a seller uploaded, as theirs: the checks that need no decoding first, then
 * the daily quota (which records the photos), then the decoding and storing. A refused or
 * failed upload is forgotten again. The caller counts the request with checkUploadRate
 * before reading its body.
 */
export async function storeSellerPhotos(userId: number, files: File[], options: Omit<UploadOptions, "ids">): Promise<{ urls: string[] }> {
  checkSelection(files, options.existingCount, options.max);
  const ids = await reservePhotoIds(userId, files.length);
  try {
    return await storeUploadedPhotos(files, { ...options, ids });
  } catch (error) {
    await releasePhotoIds(ids).catch(() => undefined);
    throw error;
  }
}
