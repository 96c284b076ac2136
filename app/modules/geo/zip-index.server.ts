import { prisma } from "~/utils/db.server";

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

interface ZipPoint {
  zip: string;
  lat: number;
  lng: number;
}

export interface ZipsNearby {
  zips: string[];
  /** Miles from the origin, in the same order as zips (nearest first). */
  miles: number[];
}

/** Every zip code, nearest first from one origin. */
interface ZipsByDistance {
  zips: string[];
  miles: Float64Array;
}

let points: Promise<ZipPoint[]> | undefined;

/** Every US zip code's coordinates, loaded once per process (reference data that never changes at run time). */
function allZipPoints(): Promise<ZipPoint[]> {
  points ??= prisma.zipCode
    .findMany({ select: { zipCode: true, latitude: true, longitude: true } })
    .then((rows) => rows.map((r) => ({ zip: r.zipCode, lat: r.latitude, lng: r.longitude })))
    .catch((error: unknown) => {
      points = undefined;
      throw error;
    });
  return points;
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// The zip codes sorted by distance from recent origins. Sorting every zip code once per origin
// costs a few milliseconds; a search then takes any radius (and a nearest-first search every
// ring it tries) as a prefix of that list instead of measuring and sorting all zips again.
// Bounded: about 0.7 MB per origin.
const MAX_ORIGINS = 32;
const byOrigin = new Map<string, ZipsByDistance>();

function sortedFrom(all: ZipPoint[], origin: { latitude: number; longitude: number }): ZipsByDistance {
  const key = `${origin.latitude},${origin.longitude}`;
  const cached = byOrigin.get(key);
  if (cached) {
    byOrigin.delete(key);
    byOrigin.set(key, cached);
    return cached;
  }
  const distance = new Float64Array(all.length);
  for (let i = 0; i < all.length; i++) distance[i] = milesBetween(origin.latitude, origin.longitude, all[i]!.lat, all[i]!.lng);
  const order = Int32Array.from(all.keys()).sort((a, b) => distance[a]! - distance[b]! || (all[a]!.zip < all[b]!.zip ? -1 : 1));
  const sorted: ZipsByDistance = { zips: Array.from(order, (i) => all[i]!.zip), miles: Float64Array.from(order, (i) => distance[i]!) };
  if (byOrigin.size >= MAX_ORIGINS) byOrigin.delete(byOrigin.keys().next().value!);
  byOrigin.set(key, sorted);
  return sorted;
}

/** How many of the sorted distances are at most `radius` (binary search). */
function countWithin(miles: Float64Array, radius: number): number {
  let lo = 0;
  let hi = miles.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (miles[mid]! <= radius) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The zip codes within a radius of a point, nearest first. A listing sits at its zip code's
 * coordinates, so "listings within N miles" is "listings in these zip codes", which the
 * database answers from a plain index instead of a distance per row.
 */
export async function zipsWithin(origin: { latitude: number; longitude: number }, radiusMiles: number): Promise<ZipsNearby> {
  const sorted = sortedFrom(await allZipPoints(), origin);
  const n = countWithin(sorted.miles, radiusMiles);
  return { zips: sorted.zips.slice(0, n), miles: Array.from(sorted.miles.subarray(0, n)) };
}
