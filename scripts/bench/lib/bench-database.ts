// A seeded embedded Postgres for the benchmarks: its own data folder and port, so a bench
// never touches the development database. Seeding happens once; later runs reuse the data.
import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/embedded-postgres";
import { ROOT, migrateDatabase } from "../../lib/database-setup";
import { createSeedClient, type SeedDb } from "../../../prisma/seed/lib/client";
import { seedReferenceData } from "../../../prisma/seed/reference/index";
import { seedDemoData } from "../../../prisma/seed/demo/index";
import { layOutListingsByCreation } from "./creation-order";

export interface BenchDatabase {
  url: string;
  /** Where the demo photos are stored; the app server must be given the same UPLOAD_DIR. */
  uploadDir: string;
  listings: number;
  stop: () => Promise<void>;
}

interface Options {
  /** Folder name under .data/ */
  folder: string;
  port: number;
  database: string;
  listings: number;
  log?: (line: string) => void;
}

/**
 * Starts a bench cluster, with the database migrated and the reference data loaded, and gives a
 * seed client on it; the caller adds its listings. Stops the cluster when that fails.
 */
export async function openBenchCluster({ folder, port, database, sharedBuffers }: { folder: string; port: number; database: string; sharedBuffers: string }) {
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", folder), port, sharedBuffers });
  try {
    await cluster.ensureDatabase(database);
    const url = cluster.url(database);
    // The seeds use the app's own modules (photo storage), which read their settings from the environment.
    process.env.DATABASE_URL = url;
    await migrateDatabase(url);
    const seed = createSeedClient(url);
    await seedReferenceData(seed, { log: () => {} });
    return { cluster, url, seed };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * The seeded market kept as of today: a listed listing whose package ends within the next 8 days
 * (the reminder window is 7) is renewed by whole package periods, as its seller would have. A
 * database seeded days ago would otherwise start every run with a burst of expiries and reminder
 * mails in the job worker, taking the cores the measured requests need.
 */
function renewListingsNearExpiry(seed: SeedDb): Promise<number> {
  return seed.$executeRawUnsafe(`
    UPDATE listings l
       SET package_expiry = l.package_expiry + make_interval(days => p.duration_days * ceil(extract(epoch FROM now() + interval '8 days' - l.package_expiry) / (p.duration_days * 86400))::int)
      FROM vehicle_packages p
     WHERE p.id = l.vehicle_package_id AND l.status IN ('active', 'pending') AND l.package_expiry < now() + interval '8 days' AND p.duration_days > 0`);
}

export async function prepareBenchDatabase({ folder, port, database, listings, log = console.log }: Options): Promise<BenchDatabase> {
  const uploadDir = path.join(ROOT, ".data", `${folder}-uploads`);
  process.env.UPLOAD_DIR = uploadDir;
  // Sized like a database server for a million listings: their table and indexes (about 2.5 GB) mostly in its cache.
  const { cluster, url, seed } = await openBenchCluster({ folder, port, database, sharedBuffers: listings >= 100_000 ? "2GB" : "256MB" });
  try {
    if ((await seed.listing.count()) < listings) {
      log(`Seeding ${listings.toLocaleString("en-US")} listings (once; reused by later runs)...`);
      const started = Date.now();
      await seedDemoData(seed, { listings, log: (l) => process.stdout.write(`\r${l.trim()}          `) });
      log(`\nSeeded in ${((Date.now() - started) / 60000).toFixed(1)} min`);
      await seed.$executeRawUnsafe("VACUUM ANALYZE");
    }
    await layOutListingsByCreation(seed, log);
    const renewed = await renewListingsNearExpiry(seed);
    if (renewed) log(`Renewed ${renewed.toLocaleString("en-US")} listings whose package would end within the reminder window`);
    const count = await seed.listing.count();
    return { url, uploadDir, listings: count, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  } finally {
    await seed.$disconnect();
  }
}
