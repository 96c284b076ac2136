import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";
import { uploadedPhotoId, uploadedPhotoKeys } from "./photo-keys";

/** Deletes every stored width of the given uploaded photos; a missing object is not an error. */
export async function deletePhotoIds(ids: Iterable<string>, storage: MediaStorage = mediaStorage()): Promise<void> {
  const keys = [...new Set(ids)].flatMap(uploadedPhotoKeys);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length) throw new AggregateError(failed.map((r) => r.reason), `Could not delete ${failed.length} stored photo file(s)`);
}

/**
 * Deletes the stored files behind photo URLs that sellers uploaded (local /media/ or the
 * bucket's public URL). URLs that are not uploads of ours, such as bundled pictures or the
 * shared demo photos, are left alone.
 */
export async function deleteStoredPhotos(urls: string[], storage: MediaStorage = mediaStorage()): Promise<void> {
  const ids = urls.flatMap((url) => {
    const key = storage.keyForUrl(url);
    const id = key ? uploadedPhotoId(key) : null;
    return id ? [id] : [];
  });
  await deletePhotoIds(ids, storage);
}
