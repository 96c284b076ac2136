import { prisma } from "~/utils/db.server";

export interface ZipLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const ZIP_PATTERN = /^\d{5}$/;

/** The US zip code's place and coordinates, or null when it is not a known zip. */
export async function findZipCode(zip: string): Promise<ZipLocation | null> {
  if (!ZIP_PATTERN.test(zip)) return null;
  return prisma.zipCode.findUnique({ where: { zipCode: zip } });
}
