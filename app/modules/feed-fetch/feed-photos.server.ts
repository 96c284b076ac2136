// The photos a dealer's feed names by URL, fetched for the units a run created or changed (the
// "feed-photos" job): each stored through the media module as the seller's upload, with its
// variants and fingerprint, recorded in dealer_feed_photos, and the vehicle's photos set in the
// feed's order. A stored photo is asked for again only with If-None-Match, and reused on a 304 or
// the same ETag; one without an ETag is reused as it is. A photo that fails is recorded and left
// out, never failing the others; a photo stored before and failing now is kept.
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { log } from "../../shared/log";
import { safeFetch } from "~/modules/safe-fetch/safe-fetch.server";
import type { HostLookup, LoopbackPair } from "~/modules/safe-fetch/checked-target.server";
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE } from "~/modules/media/limits";
import { sniffImageFormat } from "~/modules/media/image-signature";
import { storeFeedPhoto } from "~/modules/media/seller-photos.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { screenListing } from "~/modules/screening/screen-listing.server";

export interface FeedPhotosJob {
  dealershipId: number;
  vehicleIds: number[];
}

export interface FeedPhotoOptions {
  storage?: MediaStorage;
  /** For tests: the fetch's test allowance, host lookup and deadline. */
  fetch?: { allowance?: readonly LoopbackPair[]; lookup?: HostLookup; timeoutMs?: number };
}

export interface FeedPhotosResult {
  /** Photos downloaded and stored. */
  fetched: number;
  /** Photos already stored and used again (unchanged ETag, 304, or named twice). */
  reused: number;
  failed: number;
}

const PHOTO_TIMEOUT_MS = 20_000;
const NOT_AN_IMAGE_MESSAGE = "The address did not answer a JPEG, PNG, WebP, AVIF, HEIF or GIF image.";
const UNREADABLE_PHOTO_MESSAGE = "The photo could not be stored.";

type KnownPhoto = { url: string; etag: string | null; storedUrl: string | null };

const headerText = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : null);
const mayBeImage = (type: string) => type === "" || type.startsWith("image/") || type === "application/octet-stream" || type === "binary/octet-stream";
const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").pop() || "photo").slice(0, 80) || "photo";

/** One photo: the stored URL to show (new, reused or kept after a failure), or null. */
async function photoFor(url: string, known: KnownPhoto | undefined, ownerId: number, dealershipId: number, options: FeedPhotoOptions, result: FeedPhotosResult): Promise<string | null> {
  if (known?.storedUrl && !known.etag) {
    result.reused++;
    return known.storedUrl;
  }
  const conditional = known?.storedUrl && known.etag ? known.etag : null;
  const record = (data: { etag?: string | null; storedUrl?: string | null; failure: string | null }) =>
    prisma.dealerFeedPhoto.upsert({
      where: { dealershipId_url: { dealershipId, url } },
      create: { dealershipId, url, ...data, fetchedAt: new Date() },
      update: { ...data, fetchedAt: new Date() },
    });
  try {
    const answer = await safeFetch(url, {
      ...options.fetch,
      timeoutMs: options.fetch?.timeoutMs ?? PHOTO_TIMEOUT_MS,
      maxBytes: MAX_PHOTO_BYTES,
      tooLargeMessage: PHOTO_TOO_BIG_MESSAGE,
      headers: { accept: "image/*", ...(conditional ? { "if-none-match": conditional } : {}) },
      acceptsType: mayBeImage,
      acceptsBody: (body) => sniffImageFormat(body) !== null,
      wrongContentMessage: NOT_AN_IMAGE_MESSAGE,
    });
    const etag = headerText(answer.headers.etag);
    if (known?.storedUrl && (answer.status === 304 || (etag && etag === known.etag))) {
      await record({ failure: null });
      result.reused++;
      return known.storedUrl;
    }
    if (answer.status === 304) throw new Error("a 304 to a request that was not conditional");
    const storedUrl = await storeFeedPhoto(ownerId, new File([new Uint8Array(answer.body)], fileName(url)), options.storage);
    await record({ etag, storedUrl, failure: null });
    result.fetched++;
    return storedUrl;
  } catch (error) {
    const failure = isAppError(error) ? error.message : UNREADABLE_PHOTO_MESSAGE;
    if (!isAppError(error)) log("warn", "feed photo not stored", { dealershipId, url, error: String(error) });
    await record({ failure });
    result.failed++;
    return known?.storedUrl ?? null;
  }
}

/**
 * Fetches the photos of the dealership's units on these vehicles and sets each vehicle's photos
 * in the feed's order; a vehicle whose photos change is screened again in the same transaction,
 * as a seller's edit of photos is. Vehicles that are not this dealership's units are passed over.
 */
export async function fetchFeedPhotos({ dealershipId, vehicleIds }: FeedPhotosJob, options: FeedPhotoOptions = {}): Promise<FeedPhotosResult> {
  const result: FeedPhotosResult = { fetched: 0, reused: 0, failed: 0 };
  const units = await prisma.dealerFeedUnit.findMany({
    where: { dealershipId, vehicleId: { in: vehicleIds } },
    orderBy: { id: "asc" },
    select: { photoUrls: true, vehicle: { select: { id: true, userId: true, images: true, listing: { select: { id: true } } } } },
  });
  // A listing shows at most MAX_PHOTOS photos, as in the wizard: the feed's first ones.
  for (const unit of units) unit.photoUrls = unit.photoUrls.slice(0, MAX_PHOTOS);
  const urls = [...new Set(units.flatMap((unit) => unit.photoUrls))];
  const known = new Map(
    (await prisma.dealerFeedPhoto.findMany({ where: { dealershipId, url: { in: urls } }, select: { url: true, etag: true, storedUrl: true } })).map((row) => [row.url, row]),
  );
  // A URL two units name is fetched once per job.
  const done = new Map<string, Promise<string | null>>();
  for (const { photoUrls, vehicle } of units) {
    if (!vehicle) continue;
    const images: string[] = [];
    for (const url of photoUrls) {
      if (done.has(url)) result.reused++;
      else done.set(url, photoFor(url, known.get(url), vehicle.userId, dealershipId, options, result));
      const stored = await done.get(url)!;
      if (stored && !images.includes(stored)) images.push(stored);
    }
    if (images.join("\n") === vehicle.images.join("\n")) continue;
    await prisma.$transaction(async (tx) => {
      await tx.vehicle.update({ where: { id: vehicle.id }, data: { images } });
      if (vehicle.listing) await screenListing(tx, vehicle.listing.id);
    });
  }
  // URLs no unit names any more are forgotten; the orphan sweep then deletes the photos no vehicle shows.
  await prisma.$executeRaw`DELETE FROM dealer_feed_photos WHERE dealership_id = ${dealershipId}
    AND url NOT IN (SELECT unnest(photo_urls) FROM dealer_feed_units WHERE dealership_id = ${dealershipId})`;
  return result;
}
