import { publicReader } from "~/utils/db.server";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { keptBriefly } from "~/utils/kept-briefly.server";

export interface ZipLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

// Zip codes are reference data the release step's seed writes: a process keeps the ones searched.
const keptZips = keptBriefly<ZipLocation | null>("zip-codes");
const ZIP_KEPT_MS = 10 * 60 * 1000;

/** The US zip code's place and coordinates, or null when it is not a known zip. */
export async function findZipCode(zip: string): Promise<ZipLocation | null> {
  if (!ZIP_PATTERN.test(zip)) return null;
  const found = await keptZips(zip, ZIP_KEPT_MS, () =>
    publicReader().zipCode.findUnique({ where: { zipCode: zip }, select: { zipCode: true, city: true, state: true, latitude: true, longitude: true } }),
  );
  return found && { ...found };
}
