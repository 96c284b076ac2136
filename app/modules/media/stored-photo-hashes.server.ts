// Writing photo fingerprints (decision 41) through a given database client, so the seeds, which
// bring their own, can use it without loading the app's client.
import type { PrismaClient } from "~/generated/prisma/client";
import { HASHED_WIDTH, photoHash } from "./photo-hash.server";
import { UPLOAD_PREFIX, uploadedPhotoId } from "./photo-keys";
import { LARGEST_WIDTH } from "./variants";
import type { MediaStorage } from "./media-storage";

export interface PhotoFingerprintRow {
  /** The key of the photo's largest width: the one whose URL listings hold. */
  key: string;
  /** The uploader; null for the demo seed's shared pictures. */
  userId: number | null;
  hash: bigint;
}

export const LARGEST_SUFFIX = `-${LARGEST_WIDTH}.webp`;

/** The key a fingerprint is kept under, for a photo stored as `<prefix>/<id>-<width>.webp`. */
export const fingerprintKey = (id: string, prefix = UPLOAD_PREFIX) => `${prefix}/${id}${LARGEST_SUFFIX}`;

/** Writes fingerprints; a key already fingerprinted keeps its row (a photo's pixels never change). */
export async function recordPhotoFingerprints(db: PrismaClient, rows: readonly PhotoFingerprintRow[]): Promise<void> {
  if (!rows.length) return;
  await db.photoFingerprint.createMany({ data: rows.map(({ key, userId, hash }) => ({ key, userId, hash })), skipDuplicates: true });
}

/**
 * Fingerprints the stored photos behind `keys` (largest-width keys) that have none yet, from
 * their stored HASHED_WIDTH variant (as at upload), with their uploader from the upload records.
 * Keys whose files are gone are passed over. Returns how many fingerprints were written.
 */
export async function fingerprintStoredPhotos(db: PrismaClient, storage: MediaStorage, keys: readonly string[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const known = new Set((await db.photoFingerprint.findMany({ where: { key: { in: batch } }, select: { key: true } })).map((row) => row.key));
    const due = batch.filter((key) => !known.has(key));
    const ids = due.flatMap((key) => uploadedPhotoId(key) ?? []);
    const uploaders = new Map((await db.photoUpload.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } })).map((row) => [row.id, row.userId]));
    const rows: PhotoFingerprintRow[] = [];
    for (const key of due) {
      const stored = await storage.get(key.slice(0, -LARGEST_SUFFIX.length) + `-${HASHED_WIDTH}.webp`);
      if (!stored) continue;
      const id = uploadedPhotoId(key);
      rows.push({ key, userId: id ? (uploaders.get(id) ?? null) : null, hash: await photoHash(stored.body) });
    }
    await recordPhotoFingerprints(db, rows);
    written += rows.length;
  }
  return written;
}
