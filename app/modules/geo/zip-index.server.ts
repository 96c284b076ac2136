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

/**
 * The zip codes within a radius of a point, nearest first. A listing sits at its zip code's
 * coordinates, so "listings within N miles" is "listings in these zip codes", which the
 * database answers from a plain index instead of a distance per row.
 */
export async function zipsWithin(origin: { latitude: number; longitude: number }, radiusMiles: number): Promise<ZipsNearby> {
  const found: { zip: string; miles: number }[] = [];
  // A cheap latitude band first: one degree of latitude is about 69 miles.
  const band = radiusMiles / 69 + 0.01;
  for (const p of await allZipPoints()) {
    if (Math.abs(p.lat - origin.latitude) > band) continue;
    const miles = milesBetween(origin.latitude, origin.longitude, p.lat, p.lng);
    if (miles <= radiusMiles) found.push({ zip: p.zip, miles });
  }
  found.sort((a, b) => a.miles - b.miles || (a.zip < b.zip ? -1 : 1));
  return { zips: found.map((f) => f.zip), miles: found.map((f) => f.miles) };
}
