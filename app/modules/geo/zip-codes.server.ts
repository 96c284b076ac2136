import { prisma } from "~/utils/db.server";
import { ZIP_PATTERN } from "~/modules/listings/listing-limits";

export interface ZipLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The US zip code's place and coordinates, or null when it is not a known zip. */
export async function findZipCode(zip: string): Promise<ZipLocation | null> {
  if (!ZIP_PATTERN.test(zip)) return null;
  return prisma.zipCode.findUnique({ where: { zipCode: zip } });
}
