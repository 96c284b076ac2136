// Every stored photo's hash (decision 41): written at upload, for the demo seed's pictures, and by
// the backfill for photos stored before hashes were kept.
import { prisma } from "~/utils/db.server";
import { UPLOAD_PREFIX } from "./photo-keys";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";
import { LARGEST_SUFFIX, fingerprintStoredPhotos } from "./stored-photo-hashes.server";

/** Fingerprints every stored photo under the prefixes that has none yet. Idempotent; returns how many were written. */
export async function backfillPhotoFingerprints(storage: MediaStorage = mediaStorage(), prefixes = [`${UPLOAD_PREFIX}/`, "demo/"]): Promise<number> {
  let written = 0;
  for (const prefix of prefixes) {
    const keys: string[] = [];
    for await (const { key } of storage.list(prefix)) if (key.endsWith(LARGEST_SUFFIX)) keys.push(key);
    written += await fingerprintStoredPhotos(prisma, storage, keys);
  }
  return written;
}
