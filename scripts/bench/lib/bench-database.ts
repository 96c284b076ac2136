// A seeded embedded Postgres for the benchmarks: its own data folder and port, so a bench
// never touches the development database. Seeding happens once; later runs reuse the data.
import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/embedded-postgres";
import { ROOT, migrateDatabase } from "../../lib/database-setup";
import { createSeedClient } from "../../../prisma/seed/lib/client";
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

export async function prepareBenchDatabase({ folder, port, database, listings, log = console.log }: Options): Promise<BenchDatabase> {
  // Sized like a database server for a million listings: their table and indexes (about 2.5 GB) mostly in its cache.
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", folder), port, sharedBuffers: listings >= 100_000 ? "2GB" : "256MB" });
  try {
    await cluster.ensureDatabase(database);
    const url = cluster.url(database);
    const uploadDir = path.join(ROOT, ".data", `${folder}-uploads`);
    // The seeds use the app's own modules (photo storage), which read their settings from the environment.
    process.env.DATABASE_URL = url;
    process.env.UPLOAD_DIR = uploadDir;
    await migrateDatabase(url);
    const seed = createSeedClient(url);
    try {
      await seedReferenceData(seed, { log: () => {} });
      if ((await seed.listing.count()) < listings) {
        log(`Seeding ${listings.toLocaleString("en-US")} listings (once; reused by later runs)...`);
        const started = Date.now();
        await seedDemoData(seed, { listings, log: (l) => process.stdout.write(`\r${l.trim()}          `) });
        log(`\nSeeded in ${((Date.now() - started) / 60000).toFixed(1)} min`);
        await seed.$executeRawUnsafe("VACUUM ANALYZE");
      }
      await layOutListingsByCreation(seed, log);
      const count = await seed.listing.count();
      return { url, uploadDir, listings: count, stop: () => cluster.stop() };
    } finally {
      await seed.$disconnect();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
