// The test cluster: a second embedded Postgres (own port and folder, so it never touches
// the app's data) holding a template database with migrations and reference data applied.
// Copies of it are made and reset in worker-database.ts.
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { ROOT, migrateDatabase } from "../../scripts/lib/database-setup";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { seedReferenceData } from "../../prisma/seed/reference/index";
import { TEMPLATE_DB, TEST_PG_PORT, trackWrites } from "./worker-database";

export { createDatabaseFromTemplate, dropDatabases } from "./worker-database";

export async function startTestCluster(log: (l: string) => void = () => {}): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data", "test-postgres"), port: TEST_PG_PORT, log });
}

/** Migrates the template and loads reference data (skipped when unchanged). */
export async function prepareTemplate(cluster: EmbeddedDatabase, log: (l: string) => void = console.log) {
  await cluster.ensureDatabase(TEMPLATE_DB);
  const url = cluster.url(TEMPLATE_DB);
  await migrateDatabase(url);
  const db = createSeedClient(url);
  try {
    const result = await seedReferenceData(db, { log });
    if (!result.skipped) log("test template: reference data loaded");
  } finally {
    await db.$disconnect();
  }
  await trackWrites(url);
}
