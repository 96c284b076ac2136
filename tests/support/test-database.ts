// The test cluster: a second embedded Postgres (own port and folder, so it never touches
// the app's data) holding a template database with migrations and reference data applied.
// Each test file gets a fresh copy of the template.
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { ROOT, migrateDatabase } from "../../scripts/lib/database-setup";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { seedReferenceData } from "../../prisma/seed/reference/index";

export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54330);
export const TEMPLATE_DB = "ridemarket_template";
const ADMIN = `postgresql://postgres:postgres@127.0.0.1:${TEST_PG_PORT}`;

export const testDatabaseUrl = (name: string) => `${ADMIN}/${name}`;

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
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(`${ADMIN}/postgres`);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the template; returns its URL. */
export async function createDatabaseFromTemplate(name: string): Promise<string> {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  });
  return testDatabaseUrl(name);
}

export async function dropDatabases(prefix: string) {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
