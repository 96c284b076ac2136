import { reservePhotoIds, releasePhotoIds } from "./upload-limits.server";
import { prisma } from "~/utils/db.server";
import { fingerprintKey, recordPhotoFingerprints } from "./stored-photo-hashes.server";
import { checkSelection, storeUploadedPhotos, type UploadOptions } from "./upload.server";

/**
 * Stores photos a seller uploaded, as theirs: the checks that need no decoding first, then
 * the daily quota (which records the photos), then the decoding and storing. A refused or
 * failed upload is forgotten again. Each photo's perceptual hash is kept as the seller's, for
 * the photo-matching screening (decision 41). The caller counts the request with checkUploadRate
 * before reading its body.
 */
export async function storeSellerPhotos(userId: number, files: File[], options: Omit<UploadOptions, "ids">): Promise<{ urls: string[] }> {
  checkSelection(files, options.existingCount, options.max);
  const ids = await reservePhotoIds(userId, files.length);
  try {
    const { urls, hashes } = await storeUploadedPhotos(files, { ...options, ids });
    await recordPhotoFingerprints(prisma, ids.map((id, index) => ({ key: fingerprintKey(id), userId, hash: hashes[index]! })));
    return { urls };
  } catch (error) {
    await releasePhotoIds(ids).catch(() => undefined);
    throw error;
  }
}
