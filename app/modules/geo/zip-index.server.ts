import { LRUCache } from "lru-cache";
import { publicReader } from "~/utils/db.server";
import { registerCache } from "~/utils/cache-usage.server";
import { env } from "~/utils/env.server";

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

/** Every zip code's coordinates, one array per field, and which of them lie in each grid cell. */
interface ZipPoints {
  zips: string[];
  lat: Float64Array;
  lng: Float64Array;
  /** cos(latitude), the part of the distance that depends on the zip code alone. */
  cosLat: Float64Array;
  /** Zip indexes by one-degree cell (cellKey), so a radius reads only the cells it can reach. */
  cells: Map<number, Int32Array>;
}

export interface ZipsNearby {
  zips: string[];
  /** Miles from the origin, in the same order as zips (nearest first). */
  miles: number[];
}

const cellKey = (latCell: number, lngCell: number) => (latCell + 90) * 360 + (lngCell + 180);

function gridOf(lat: Float64Array, lng: Float64Array): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  for (let i = 0; i < lat.length; i++) {
    const key = cellKey(Math.floor(lat[i]!), Math.floor(lng[i]!));
    const list = lists.get(key);
    if (list) list.push(i);
    else lists.set(key, [i]);
  }
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

let points: Promise<ZipPoints> | undefined;

/** Every US zip code's coordinates, loaded once per process (reference data that never changes at run time). */
function allZipPoints(): Promise<ZipPoints> {
  points ??= publicReader().zipCode
    .findMany({ select: { zipCode: true, latitude: true, longitude: true } })
    .then((rows) => {
      const lat = Float64Array.from(rows, (r) => r.latitude);
      const lng = Float64Array.from(rows, (r) => r.longitude);
      return { zips: rows.map((r) => r.zipCode), lat, lng, cosLat: Float64Array.from(rows, (r) => Math.cos(r.latitude * RAD)), cells: gridOf(lat, lng) };
    })
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
 * The indexes of the zip codes that may lie within `radius` of the origin: those in the grid
 * cells of the box around it (every zip code when the box would wrap the globe or a pole). The
 * box is the exact bound of a great circle's reach, with a margin for rounding.
 */
function candidates(all: ZipPoints, origin: { latitude: number; longitude: number }, radius: number): Iterable<number> {
  const arc = radius / EARTH_RADIUS_MILES;
  const latReach = arc / RAD + 0.01;
  const sinArc = Math.sin(arc);
  const cosOrigin = Math.cos(origin.latitude * RAD);
  if (arc >= Math.PI / 2 || sinArc >= cosOrigin || Math.abs(origin.latitude) + latReach >= 90) return all.zips.keys();
  const lngReach = Math.asin(sinArc / cosOrigin) / RAD + 0.01;
  const west = origin.longitude - lngReach;
  const east = origin.longitude + lngReach;
  if (west < -180 || east >= 180) return all.zips.keys();
  const found: number[] = [];
  for (let latCell = Math.floor(origin.latitude - latReach); latCell <= Math.floor(origin.latitude + latReach); latCell++) {
    for (let lngCell = Math.floor(west); lngCell <= Math.floor(east); lngCell++) {
      const cell = all.cells.get(cellKey(latCell, lngCell));
      if (cell) for (const i of cell) found.push(i);
    }
  }
  return found;
}

/**
 * The zip codes nearest first from one origin, as far out as searches have asked: a search
 * needs the zips inside its radius (a nearest-first one, each ring it tries), a small part of
 * the country, which the grid finds without measuring the rest. A further reach measures and
 * sorts again; a nearer one is the start of the list already sorted (distance, then zip code).
 */
class ZipsFromOrigin {
  private zips: string[] = [];
  private miles = new Float64Array(0);
  private reach = -Infinity;

  constructor(
    private readonly all: ZipPoints,
    private readonly origin: { latitude: number; longitude: number },
  ) {}

  within(radius: number): ZipsNearby {
    if (radius > this.reach) this.extendTo(radius);
    const n = countWithin(this.miles, radius);
    return { zips: this.zips.slice(0, n), miles: Array.from(this.miles.subarray(0, n)) };
  }

  private extendTo(radius: number) {
    // The haversine of milesBetween, with each zip's cos(latitude) computed once per process.
    const { lat, lng, cosLat, zips } = this.all;
    const { latitude, longitude } = this.origin;
    const originCos = Math.cos(latitude * RAD);
    const inside: { index: number; miles: number }[] = [];
    for (const i of candidates(this.all, this.origin, radius)) {
      const dLat = (lat[i]! - latitude) * RAD;
      const dLng = (lng[i]! - longitude) * RAD;
      const h = Math.sin(dLat / 2) ** 2 + originCos * cosLat[i]! * Math.sin(dLng / 2) ** 2;
      const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
      if (miles <= radius) inside.push({ index: i, miles });
    }
    inside.sort((a, b) => a.miles - b.miles || (zips[a.index]! < zips[b.index]! ? -1 : 1));
    this.zips = inside.map((z) => zips[z.index]!);
    this.miles = Float64Array.from(inside, (z) => z.miles);
    this.reach = radius;
  }

  /** What this origin holds: the sorted distances and zip codes (pointers; the strings are the shared list's). */
  get bytes(): number {
    return 256 + this.miles.byteLength + this.zips.length * 8;
  }
}

// Recent origins, bounded in bytes (ZIP_DISTANCE_CACHE_MB): a few kB each for a radius of a few
// hundred miles, up to 0.5 MB for the whole country.
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
