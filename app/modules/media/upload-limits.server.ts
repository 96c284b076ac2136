// Per-seller upload limits, counted in Postgres so every app machine sees the same numbers:
// a rate on upload requests, and a quota on photos uploaded in any 24 hours. Each photo is
// recorded (photo_uploads) before its files are stored, which is also what lets only its
// uploader attach it and the orphan sweep find it.
import { randomUUID } from "node:crypto";
import { hit, type LimitRule } from "~/modules/rate-limits/counter.server";
import { prisma } from "~/utils/db.server";
import { metrics } from "~/utils/metrics.server";
import { uploadRefused } from "./upload.server";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const UPLOAD_LIMITS = {
  /** Upload requests (each of up to 10 photos) per seller: enough for a seller at work, not for a script. */
  requestsPerSeller: { name: "upload_requests_per_seller", limit: 20, windowMs: 10 * MINUTE } satisfies LimitRule,
  /** Photos a seller may upload in any 24 hours: ten full listings' worth. */
  photosPerDay: 100,
};

// First key of the two-key advisory lock that serialises one seller's quota checks.
const QUOTA_LOCK = 0x70686f74; // "phot"

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

const uploadRateMessage = (retryAfterSeconds: number) => `Too many uploads. Please try again in ${waitText(retryAfterSeconds)}.`;
const dailyQuotaMessage = (retryAfterSeconds: number) =>
  `You can upload up to ${UPLOAD_LIMITS.photosPerDay} photos a day. Please try again in ${waitText(retryAfterSeconds)}.`;

/** Counts one upload request for the seller; throws a 429 "upload-refused" AppError past the rate. */
export async function checkUploadRate(userId: number): Promise<void> {
  const state = await hit(`upload:user:${userId}`, UPLOAD_LIMITS.requestsPerSeller);
  if (!state.allowed) throw uploadRefused("over_limit", uploadRateMessage(state.retryAfterSeconds), 429, state.retryAfterSeconds);
}

/**
 * Records `count` new photos for the seller and returns their ids, or throws a 429
 * "upload-refused" AppError when they would pass the daily quota. Concurrent requests of one seller
 * are checked one after the other, so together they cannot pass it either.
 */
export async function reservePhotoIds(userId: number, count: number): Promise<string[]> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${userId}::int)`;
    const since = new Date(Date.now() - DAY);
    const { _count, _min } = await tx.photoUpload.aggregate({ where: { userId, createdAt: { gt: since } }, _count: true, _min: { createdAt: true } });
    if (_count + count > UPLOAD_LIMITS.photosPerDay) {
      metrics.rateLimitRefusals.inc({ limit: "upload_photos_per_day" });
      const oldest = _min.createdAt ?? new Date();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + DAY - Date.now()) / 1000));
      throw uploadRefused("over_limit", dailyQuotaMessage(retryAfterSeconds), 429, retryAfterSeconds);
    }
    const ids = Array.from({ length: count }, () => randomUUID());
    await tx.photoUpload.createMany({ data: ids.map((id) => ({ id, userId })) });
    return ids;
  });
}

/** Forgets photos whose upload failed, so they count against nothing. */
export async function releasePhotoIds(ids: string[]): Promise<void> {
  await prisma.photoUpload.deleteMany({ where: { id: { in: ids } } });
}
