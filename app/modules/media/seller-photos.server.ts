import { randomUUID } from "node:crypto";
import { reservePhotoIds, releasePhotoIds } from "./upload-limits.server";
import { prisma } from "~/utils/db.server";
import { fingerprintKey, recordPhotoFingerprints } from "./stored-photo-hashes.server";
import { checkSelection, storeUploadedPhotos, type UploadOptions } from "./upload.server";
import { MAX_PHOTOS } from "./limits";
import { countedUpload } from "./upload-figures.server";
import type { MediaStorage } from "./media-storage";

/**
 * Stores photos a seller uploaded, as theirs: the checks that need no decoding first, then
 * the daily quota (which records the photos), then the decoding and storing. A refused or
 * failed upload is forgotten again. Each photo's perceptual hash is kept as the seller's, for
 * the photo-matching screening (decision 41). The caller counts the request with checkUploadRate
 * before reading its body.
 */
export function storeSellerPhotos(userId: number, files: File[], options: Omit<UploadOptions, "ids">): Promise<{ urls: string[] }> {
  return countedUpload(files, async () => {
    checkSelection(files, options.existingCount, options.max);
    const ids = await reservePhotoIds(userId, files.length);
    return storeRecordedPhotos(userId, files, ids, options);
  });
}

/**
 * Stores a photo a dealer's feed names by URL, fetched for them (app/modules/feed-fetch), as the
 * seller's upload in every other way: recorded as theirs, checked by content, stored with its
 * variants and fingerprinted. The daily upload quota is for people at a form, not for a feed.
 */
export async function storeFeedPhoto(userId: number, file: File, storage?: MediaStorage): Promise<string> {
  const id = randomUUID();
  await prisma.photoUpload.create({ data: { id, userId } });
  const { urls } = await storeRecordedPhotos(userId, [file], [id], { existingCount: 0, max: MAX_PHOTOS, storage });
  return urls[0]!;
}

/**
 * Stores a business's logo a member uploaded: counted against their daily upload quota and
 * checked and stored like a photo, but never fingerprinted, since a logo is meant to appear
 * beside every one of the business's listings.
 */
export function storeLogoPhoto(userId: number, file: File, storage?: MediaStorage): Promise<string> {
  return countedUpload([file], async () => {
    checkSelection([file], 0, 1);
    const ids = await reservePhotoIds(userId, 1);
    const { urls } = await storeRecordedPhotos(userId, [file], ids, { existingCount: 0, max: 1, storage }, { fingerprint: false });
    return urls[0]!;
  });
}

async function storeRecordedPhotos(userId: number, files: File[], ids: string[], options: Omit<UploadOptions, "ids">, { fingerprint = true } = {}): Promise<{ urls: string[] }> {
  try {
    const { urls, hashes } = await storeUploadedPhotos(files, { ...options, ids });
    if (fingerprint) await recordPhotoFingerprints(prisma, ids.map((id, index) => ({ key: fingerprintKey(id), userId, hash: hashes[index]! })));
    return { urls };
  } catch (error) {
    await releasePhotoIds(ids).catch(() => undefined);
    throw error;
  }
}
