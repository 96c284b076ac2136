// For scripts that use the app's own modules: with DATABASE_URL set they use it; without it, the
// embedded Postgres that `npm run dev` uses (started if it is not running, migrated), as
// scripts/run.ts does. The app's modules read DATABASE_URL when first imported, so `work`
// imports them itself, after this has set it.
import { defaultDataDir, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { ROOT, migrateDatabase } from "./database-setup";

export async function withAppDatabase<T>(work: () => Promise<T>): Promise<T> {
  let database: EmbeddedDatabase | undefined;
  if (!process.env.DATABASE_URL) {
    database = await startEmbeddedPostgres({ dataDir: defaultDataDir(ROOT), port: Number(process.env.EMBEDDED_PG_PORT ?? 54329) });
    await database.ensureDatabase("ridemarket");
    process.env.DATABASE_URL = database.url("ridemarket");
    await migrateDatabase(process.env.DATABASE_URL);
  }
  try {
    return await work();
  } finally {
    const { prisma } = await import("../../app/utils/db.server");
    await prisma.$disconnect();
    await database?.stop();
  }
}
