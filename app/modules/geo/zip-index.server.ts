import { LRUCache } from "lru-cache";
import { publicReader } from "~/utils/db.server";
import { registerCache } from "~/utils/cache-usage.server";
import { env } from "~/utils/env.server";

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

/** Every zip code's coordinates, one array per field. */
interface ZipPoints {
  zips: string[];
  lat: Float64Array;
  lng: Float64Array;
  /** cos(latitude), the part of the distance that depends on the zip code alone. */
  cosLat: Float64Array;
}

export interface ZipsNearby {
  zips: string[];
  /** Miles from the origin, in the same order as zips (nearest first). */
  miles: number[];
}

let points: Promise<ZipPoints> | undefined;

/** Every US zip code's coordinates, loaded once per process (reference data that never changes at run time). */
function allZipPoints(): Promise<ZipPoints> {
  points ??= publicReader().zipCode
    .findMany({ select: { zipCode: true, latitude: true, longitude: true } })
    .then((rows) => ({
      zips: rows.map((r) => r.zipCode),
      lat: Float64Array.from(rows, (r) => r.latitude),
      lng: Float64Array.from(rows, (r) => r.longitude),
      cosLat: Float64Array.from(rows, (r) => Math.cos(r.latitude * RAD)),
    }))
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

/**
 * The zip codes nearest first from one origin, sorted only as far out as searches have asked:
 * a search needs the zips inside its radius (a nearest-first one, each ring it tries), a small
 * part of the country, so sorting all of them per origin would be wasted. Reaching further
 * sorts only the zips between the old and the new reach and appends them, so the list is
 * always the start of the full order (distance, then zip code).
 */
class ZipsFromOrigin {
  private readonly distance: Float64Array;
  private readonly zips: string[] = [];
  private miles = new Float64Array(0);
  private reach = -Infinity;

  constructor(
    private readonly all: ZipPoints,
    origin: { latitude: number; longitude: number },
  ) {
    // The haversine of milesBetween, with each zip's cos(latitude) computed once per process.
    const { lat, lng, cosLat } = all;
    const originCos = Math.cos(origin.latitude * RAD);
    this.distance = new Float64Array(lat.length);
    for (let i = 0; i < lat.length; i++) {
      const dLat = (lat[i]! - origin.latitude) * RAD;
      const dLng = (lng[i]! - origin.longitude) * RAD;
      const h = Math.sin(dLat / 2) ** 2 + originCos * cosLat[i]! * Math.sin(dLng / 2) ** 2;
      this.distance[i] = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
    }
  }

  within(radius: number): ZipsNearby {
    if (radius > this.reach) this.extendTo(radius);
    const n = countWithin(this.miles, radius);
    return { zips: this.zips.slice(0, n), miles: Array.from(this.miles.subarray(0, n)) };
  }

  private extendTo(radius: number) {
    const { distance, reach } = this;
    const zips = this.all.zips;
    const added: number[] = [];
    for (let i = 0; i < distance.length; i++) if (distance[i]! > reach && distance[i]! <= radius) added.push(i);
    added.sort((a, b) => distance[a]! - distance[b]! || (zips[a]! < zips[b]! ? -1 : 1));
    const miles = new Float64Array(this.miles.length + added.length);
    miles.set(this.miles);
    for (let k = 0; k < added.length; k++) {
      miles[this.miles.length + k] = distance[added[k]!]!;
      this.zips.push(zips[added[k]!]!);
    }
    this.miles = miles;
    this.reach = radius;
  }

  /** What this origin holds: its distances, the sorted distances and the zip codes sorted so far (pointers; the strings are the shared list's). */
  get bytes(): number {
    return 256 + this.distance.byteLength + this.miles.byteLength + this.zips.length * 8;
  }
}

// Recent origins, bounded in bytes (ZIP_DISTANCE_CACHE_MB): 0.3 MB to 0.7 MB each, by reach.
let origins: LRUCache<string, ZipsFromOrigin> | undefined;

function recentOrigins(): LRUCache<string, ZipsFromOrigin> {
  if (!origins) {
    const maxBytes = env().ZIP_DISTANCE_CACHE_MB * 2 ** 20;
    const cache = new LRUCache<string, ZipsFromOrigin>({ maxSize: maxBytes, sizeCalculation: (found) => found.bytes });
    registerCache("zip-distances", () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes }));
    origins = cache;
  }
  return origins;
}

function within(all: ZipPoints, origin: { latitude: number; longitude: number }, radius: number): ZipsNearby {
  const cache = recentOrigins();
  const key = `${origin.latitude},${origin.longitude}`;
  const found = cache.get(key) ?? new ZipsFromOrigin(all, origin);
  const before = found.bytes;
  const nearby = found.within(radius);
  // Set again when it has grown (or is new), so the cache counts its size as it is now.
  if (found.bytes !== before || !cache.has(key)) {
    cache.delete(key);
    cache.set(key, found);
  }
  return nearby;
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
  return within(await allZipPoints(), origin, radiusMiles);
}
