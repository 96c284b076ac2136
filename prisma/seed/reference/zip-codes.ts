import { createRequire } from "node:module";
import type { SeedDb } from "../lib/client";
import { upsertRows } from "../lib/bulk";

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

/** Every US zip code of the `zipcodes` data package (BSD licensed). */
export function usZipCodes(): ZipRecord[] {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes") as { codes: Record<string, ZipRecord> };
  return Object.values(codes).filter(
    (z) => z.country === "US" && /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && /^[A-Z]{2}$/.test(z.state),
  );
}

export async function seedZipCodes(db: SeedDb): Promise<number> {
  const rows = usZipCodes().map((z) => [z.zip, z.city, z.state, z.latitude, z.longitude]);
  await upsertRows(
    db,
    "zip_codes",
    [
      { name: "zip_code", type: "text" },
      { name: "city", type: "text" },
      { name: "state", type: "text" },
      { name: "latitude", type: "float8" },
      { name: "longitude", type: "float8" },
    ],
    rows,
    ["zip_code"],
  );
  return rows.length;
}
