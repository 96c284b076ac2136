import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { SeedDb } from "../lib/client";
import { CATALOG } from "../catalog";
import { SPEC_FAMILIES } from "../catalog/specifications";
import { seedZipCodes } from "./zip-codes";
import { seedCatalog } from "./catalog";
import { seedSpecificationTypes, seedSpecificationValues } from "./specifications";
import { seedValueHistory, revisionDates } from "./values";
import { seedLookups } from "./lookups";
import { VEHICLE_TYPES } from "../../../app/modules/catalog/vehicle-types";
import { CONDITIONS } from "../../../app/modules/catalog/conditions";
import { PACKAGES } from "../../../app/modules/catalog/packages";

const SEED_NAME = "reference";

function referenceChecksum(): string {
  const require = createRequire(import.meta.url);
  const zipVersion = JSON.parse(readFileSync(require.resolve("zipcodes/package.json"), "utf8")).version as string;
  return createHash("sha256")
    .update(JSON.stringify({ CATALOG, SPEC_FAMILIES, VEHICLE_TYPES, CONDITIONS, PACKAGES, zipVersion, revisions: revisionDates() }))
    .digest("hex");
}

export interface ReferenceSeedResult {
  skipped: boolean;
  zipCodes?: number;
  specifications?: number;
  valueHistory?: number;
}

/**
 * Loads the reference data production needs. Safe to run any number of times:
 * every write is an upsert on a natural key. Skips when nothing changed unless forced.
 */
export async function seedReferenceData(db: SeedDb, { force = false, log = console.log } = {}): Promise<ReferenceSeedResult> {
  const checksum = referenceChecksum();
  if (!force) {
    const state = await db.seedState.findUnique({ where: { name: SEED_NAME } });
    if (state?.checksum === checksum) return { skipped: true };
  }
  const started = Date.now();
  const zipCodes = await seedZipCodes(db);
  log(`  zip codes: ${zipCodes}`);
  await seedLookups(db);
  const ids = await seedCatalog(db);
  log(`  makes: ${ids.makeIds.size}, models: ${ids.modelIds.size}`);
  const specTypeIds = await seedSpecificationTypes(db);
  const specifications = await seedSpecificationValues(db, ids, specTypeIds);
  log(`  specification values: ${specifications}`);
  const valueHistory = await seedValueHistory(db, ids);
  log(`  value history rows: ${valueHistory}`);
  await db.seedState.upsert({ where: { name: SEED_NAME }, create: { name: SEED_NAME, checksum }, update: { checksum } });
  log(`  reference data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { skipped: false, zipCodes, specifications, valueHistory };
}
