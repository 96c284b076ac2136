// Every stored photo's hash (decision 41): written at upload, for the demo seed's pictures, and by
// the backfill for photos stored before hashes were kept.
import type { PrismaClient } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { HASHED_WIDTH, photoHash } from "./photo-hash.server";
import { UPLOAD_PREFIX, uploadedPhotoId } from "./photo-keys";
import { LARGEST_WIDTH } from "./variants";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";

export interface PhotoFingerprintRow {
  /** The key of the photo's largest width: the one whose URL listings hold. */
  key: string;
  /** The uploader; null for the demo seed's shared pictures. */
  userId: number | null;
  hash: bigint;
}

const LARGEST_SUFFIX = `-${LARGEST_WIDTH}.webp`;

/** The key a fingerprint is kept under, for a photo stored as `<prefix>/<id>-<width>.webp`. */
export const fingerprintKey = (id: string, prefix = UPLOAD_PREFIX) => `${prefix}/${id}${LARGEST_SUFFIX}`;

/** Writes fingerprints; a key already fingerprinted keeps its row (a photo's pixels never change). */
export async function recordPhotoFingerprints(rows: readonly PhotoFingerprintRow[], db: PrismaClient = prisma): Promise<void> {
  if (!rows.length) return;
  await db.photoFingerprint.createMany({ data: rows.map(({ key, userId, hash }) => ({ key, userId, hash })), skipDuplicates: true });
}

/**
 * Fingerprints the stored photos behind `keys` (largest-width keys) that have none yet, from
 * their stored HASHED_WIDTH variant (as at upload), with their uploader from the upload records.
 * Keys whose files are gone are passed over. Returns how many fingerprints were written.
 */
export async function fingerprintStoredPhotos(keys: readonly string[], { storage = mediaStorage(), db = prisma }: { storage?: MediaStorage; db?: PrismaClient } = {}): Promise<number> {
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
    await recordPhotoFingerprints(rows, db);
    written += rows.length;
  }
  return written;
}

/** Fingerprints every stored photo under the prefixes that has none yet. Idempotent. */
export async function backfillPhotoFingerprints(storage: MediaStorage = mediaStorage(), prefixes = [`${UPLOAD_PREFIX}/`, "demo/"]): Promise<number> {
  let written = 0;
  for (const prefix of prefixes) {
    const keys: string[] = [];
    for await (const { key } of storage.list(prefix)) if (key.endsWith(LARGEST_SUFFIX)) keys.push(key);
    written += await fingerprintStoredPhotos(keys, { storage });
  }
  return written;
}
