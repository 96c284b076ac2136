// Which other listings show the same photos as a listing (decision 41), for the screening rules.
import { Prisma, type ListingStatus } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { isSafeKey } from "~/modules/media/media-key";
import { mediaStorage } from "~/modules/media/storage.server";
import type { MediaStorage } from "~/modules/media/media-storage";
import { findNearPhotos } from "./photo-lookup.server";

/** A seller's own listing in these statuses showing the same photo makes a duplicate listing. */
export const DUPLICATE_LISTING_STATUSES: readonly ListingStatus[] = ["active", "pending", "in_review"];
/** At most this many other listings are read per call (a photo shown on very many is evidence enough). */
export const MATCHED_LISTINGS_LIMIT = 100;

export interface PhotoMatch {
  /** The listing's photo, as it was given. */
  photo: string;
  /** The near-identical photo on the other listing: its URL as the listing holds it, and its storage key. */
  matchingPhoto: string;
  matchingKey: string;
  /** Bits apart, 0 to MATCH_DISTANCE (0: the same picture). */
  distance: number;
  vehicleId: number;
  listingId: number;
  sellerId: number;
  status: ListingStatus;
}

export interface PhotoMatches {
  /** Another seller's listing, in any status, shows a near-identical photo. */
  otherSellers: PhotoMatch[];
  /** The same seller's other listing on the market (DUPLICATE_LISTING_STATUSES) shows one. */
  sameSeller: PhotoMatch[];
}

export interface FindPhotoMatchesInput {
  /** The listing's photos: the URLs in vehicles.images (storage keys are taken too). */
  photos: readonly string[];
  /** The listing's seller. */
  sellerId: number;
  /** The listing's own vehicle, never a match of itself; omit for a listing not yet created. */
  vehicleId?: number;
  /** The transaction to read in (screening reads in the write it screens); the shared client otherwise. */
  db?: Prisma.TransactionClient;
}

interface ListingRow {
  vehicle_id: number;
  listing_id: number;
  seller_id: number;
  status: ListingStatus;
  images: string[];
}

/**
 * For each of a listing's photos, the other listings showing a near-identical photo: found by
 * the photos' stored perceptual hashes through the band indexes (never a scan), then the
 * listings whose vehicle holds one of those photos. Photos with no stored hash (not uploaded
 * here, or not yet backfilled) find nothing; photos never put on a listing are no match.
 * Sorted closest first.
 */
export async function findPhotoMatches({ photos, sellerId, vehicleId, db = prisma }: FindPhotoMatchesInput, storage: MediaStorage = mediaStorage()): Promise<PhotoMatches> {
  const none: PhotoMatches = { otherSellers: [], sameSeller: [] };
  const photoOfKey = new Map<string, string>();
  for (const photo of photos) {
    const key = storage.keyForUrl(photo) ?? (isSafeKey(photo) ? photo : null);
    if (key && !photoOfKey.has(key)) photoOfKey.set(key, photo);
  }
  if (!photoOfKey.size) return none;
  const probes = await db.photoFingerprint.findMany({ where: { key: { in: [...photoOfKey.keys()] } }, select: { key: true, hash: true } });
  const near = await findNearPhotos(probes, undefined, db);
  if (!near.length) return none;

  const keysOfUrl = new Map<string, { probe: string; key: string; distance: number }[]>();
  for (const hit of near) {
    const url = storage.url(hit.key);
    keysOfUrl.set(url, [...(keysOfUrl.get(url) ?? []), hit]);
  }
  const urls = [...keysOfUrl.keys()];
  // The seller's own listings first, through the seller's few vehicles. Other sellers' are read
  // unordered, so a photo shown on very many listings (a stock picture) stops at the limit
  // instead of sorting every listing that shows it.
  const own = await db.$queryRaw<ListingRow[]>`
    SELECT v.id AS vehicle_id, l.id AS listing_id, l.user_id AS seller_id, l.status, v.images
      FROM vehicles v JOIN listings l ON l.vehicle_id = v.id
     WHERE v.user_id = ${sellerId} AND v.images && ${urls}::text[] AND v.id <> ${vehicleId ?? 0}
       AND l.status::text IN (${Prisma.join(DUPLICATE_LISTING_STATUSES)})
     ORDER BY v.id DESC
     LIMIT ${MATCHED_LISTINGS_LIMIT}`;
  const others = await db.$queryRaw<ListingRow[]>`
    SELECT v.id AS vehicle_id, l.id AS listing_id, l.user_id AS seller_id, l.status, v.images
      FROM vehicles v JOIN listings l ON l.vehicle_id = v.id
     WHERE v.images && ${urls}::text[] AND v.user_id <> ${sellerId}
     LIMIT ${MATCHED_LISTINGS_LIMIT - own.length}`;
  const listings = [...own, ...others];

  const result: PhotoMatches = { otherSellers: [], sameSeller: [] };
  for (const listing of listings) {
    for (const url of new Set(listing.images)) {
      for (const hit of keysOfUrl.get(url) ?? []) {
        const match: PhotoMatch = {
          photo: photoOfKey.get(hit.probe)!,
          matchingPhoto: url,
          matchingKey: hit.key,
          distance: hit.distance,
          vehicleId: listing.vehicle_id,
          listingId: listing.listing_id,
          sellerId: listing.seller_id,
          status: listing.status,
        };
        (listing.seller_id === sellerId ? result.sameSeller : result.otherSellers).push(match);
      }
    }
  }
  const closestFirst = (a: PhotoMatch, b: PhotoMatch) => a.distance - b.distance || b.listingId - a.listingId;
  result.otherSellers.sort(closestFirst);
  result.sameSeller.sort(closestFirst);
  return result;
}
