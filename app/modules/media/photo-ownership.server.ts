import { prisma } from "~/utils/db.server";
import { uploadedPhotoId } from "./photo-keys";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";

export const NOT_YOUR_PHOTO_MESSAGE = "Only photos you uploaded can be added to your listing. Upload the photo again.";

/**
 * The one rule for putting photos on a draft or listing: a photo may be there when it is
 * already on that record, or when the seller uploaded it and it is still stored. Another
 * seller's photo, the shared demo pictures and made-up keys are refused. Returns the URLs
 * among `urls` that break the rule.
 */
export async function photosNotAttachable(userId: number, urls: readonly string[], onRecord: readonly string[], storage: MediaStorage = mediaStorage()): Promise<string[]> {
  const kept = new Set(onRecord);
  const idOf = new Map<string, string | null>();
  for (const url of urls) {
    if (kept.has(url) || idOf.has(url)) continue;
    const key = storage.keyForUrl(url);
    idOf.set(url, key ? uploadedPhotoId(key) : null);
  }
  const ids = [...new Set([...idOf.values()].filter((id): id is string => id !== null))];
  const owned = new Set(
    ids.length ? (await prisma.photoUpload.findMany({ where: { id: { in: ids }, userId }, select: { id: true } })).map((row) => row.id) : [],
  );
  return [...idOf].filter(([, id]) => id === null || !owned.has(id)).map(([url]) => url);
}

/** `urls` without the ones the seller may not attach, in their order. */
export async function attachablePhotos(userId: number, urls: readonly string[], onRecord: readonly string[], storage?: MediaStorage): Promise<string[]> {
  const refused = new Set(await photosNotAttachable(userId, urls, onRecord, storage));
  return urls.filter((url) => !refused.has(url));
}

/** Forgets the upload records of deleted photos, so their URLs can no longer be attached. */
export async function forgetDeletedPhotos(urls: readonly string[], storage: MediaStorage = mediaStorage()): Promise<void> {
  const ids = urls.flatMap((url) => {
    const key = storage.keyForUrl(url);
    const id = key ? uploadedPhotoId(key) : null;
    return id ? [id] : [];
  });
  if (ids.length) await prisma.photoUpload.deleteMany({ where: { id: { in: ids } } });
}
