// Deletes photos that were uploaded but never put on a listing, a draft or a pending
// payment's snapshot, once they are older than a grace period: a seller may upload and
// save a while later. Run hourly by the server (server/scheduled-cleanup.ts) and by
// `npm run media:cleanup`.
import { prisma } from "~/utils/db.server";
import { deletePhotoIds } from "./cleanup.server";
import { fingerprintKey } from "./stored-photo-hashes.server";
import { UPLOAD_PREFIX, uploadedPhotoId } from "./photo-keys";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";

const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

// The photo id in a stored photo URL (local /media/ path or the bucket's public URL).
const PHOTO_ID_IN_URL = "/photos/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:320|640|960|1280)\\.webp$";

/**
 * Ids of uploaded photos named by any vehicle, draft, staged edit, pending payment (whose listing
 * is yet to be created), dealer's feed photo (reused when the feed names its URL again) or
 * dealership's logo.
 */
async function referencedPhotoIds(): Promise<Set<string>> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT substring(url FROM ${PHOTO_ID_IN_URL}) AS id
    FROM (
      SELECT unnest(images) AS url FROM vehicles
      UNION ALL SELECT unnest(images) FROM listing_drafts
      UNION ALL SELECT unnest(images) FROM listing_edit_drafts
      UNION ALL SELECT stored_url FROM dealer_feed_photos WHERE stored_url IS NOT NULL
      UNION ALL SELECT logo FROM dealerships WHERE logo IS NOT NULL
      UNION ALL SELECT jsonb_array_elements_text(listing_data->'images') FROM payments
        WHERE status = 'pending' AND jsonb_typeof(listing_data->'images') = 'array'
    ) AS referenced
    WHERE url ~ ${PHOTO_ID_IN_URL}`;
  return new Set(rows.map((row) => row.id));
}

export interface SweepResult {
  /** Photos deleted (each with all its stored widths). */
  deleted: number;
}

/** Finds and deletes orphan photos, in storage and in the upload records. */
export async function sweepOrphanPhotos({ storage = mediaStorage(), now = new Date(), graceMs = ORPHAN_GRACE_MS }: { storage?: MediaStorage; now?: Date; graceMs?: number } = {}): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMs;
  const old = new Set<string>();
  const fresh = new Set<string>();
  for await (const { key, lastModified } of storage.list(`${UPLOAD_PREFIX}/`)) {
    const id = uploadedPhotoId(key);
    if (id) (lastModified.getTime() < cutoff ? old : fresh).add(id);
  }
  // Records whose files never arrived (the process stopped mid-upload) go too; looking a
  // week back is plenty for an hourly sweep and leaves older, attached records unread.
  const lately = { gte: new Date(cutoff - 7 * graceMs), lt: new Date(cutoff) };
  for (const { id } of await prisma.photoUpload.findMany({ where: { createdAt: lately }, select: { id: true } })) old.add(id);
  const recent = await prisma.photoUpload.findMany({ where: { createdAt: { gte: new Date(cutoff) } }, select: { id: true } });
  for (const { id } of recent) fresh.add(id);

  const referenced = await referencedPhotoIds();
  const orphans = [...old].filter((id) => !fresh.has(id) && !referenced.has(id));
  if (orphans.length === 0) return { deleted: 0 };

  // Without its record no one can attach the photo any more; a photo attached in the
  // moment before that is kept.
  await prisma.photoUpload.deleteMany({ where: { id: { in: orphans } } });
  const attachedMeanwhile = await referencedPhotoIds();
  const doomed = orphans.filter((id) => !attachedMeanwhile.has(id));
  for (let start = 0; start < doomed.length; start += 100) await deletePhotoIds(doomed.slice(start, start + 100), storage);
  await prisma.photoFingerprint.deleteMany({ where: { key: { in: doomed.map((id) => fingerprintKey(id)) } } });
  return { deleted: doomed.length };
}

// First key of the two-key advisory lock that lets one machine sweep at a time.
const SWEEP_LOCK = [0x6d656469, 1] as const; // "medi"

/**
 * Sweeps unless another machine (or a script) is sweeping right now, which holds a
 * Postgres advisory lock for the duration. Null when it was skipped.
 */
export async function sweepOrphanPhotosOnce(options?: Parameters<typeof sweepOrphanPhotos>[0]): Promise<SweepResult | null> {
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK[0]}::int, ${SWEEP_LOCK[1]}::int) AS locked`;
      if (!locked) return null;
      return sweepOrphanPhotos(options);
    },
    { maxWait: 10_000, timeout: 60 * 60 * 1000 },
  );
}
