// Copies of the test cluster's template database (test-database.ts makes the template), kept
// to plain pg so that the per-file setup loads nothing else: each vitest worker keeps one copy
// for all the files it runs and puts it back to the template's state before each file.
import pg from "pg";

export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54330);
export const TEMPLATE_DB = "ridemarket_template";
const ADMIN = `postgresql://postgres:postgres@127.0.0.1:${TEST_PG_PORT}`;

const testDatabaseUrl = (name: string) => `${ADMIN}/${name}`;

// Statement triggers on every table note which tables were written (rows in or out). A worker's
// database is reset from that note: a written table that is empty in the template is emptied;
// a written table with template rows (the reference data) means a fresh copy.
const TRACKING = "test_isolation";

/** Run on the template once it is migrated and seeded. */
export async function trackWrites(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(`
      CREATE SCHEMA IF NOT EXISTS ${TRACKING};
      DROP TABLE IF EXISTS ${TRACKING}.written;
      CREATE TABLE ${TRACKING}.written (table_name regclass NOT NULL);
      CREATE INDEX ON ${TRACKING}.written (table_name);
      CREATE TABLE IF NOT EXISTS ${TRACKING}.template_rows (table_name regclass PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS ${TRACKING}.template_schemas (schema_name name PRIMARY KEY);
      -- No unique key: two transactions noting the same table must not wait on each other (or
      -- deadlock); a race leaves a duplicate row, which is harmless.
      CREATE OR REPLACE FUNCTION ${TRACKING}.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${TRACKING}.written SELECT TG_RELID WHERE NOT EXISTS (SELECT 1 FROM ${TRACKING}.written WHERE table_name = TG_RELID);
        RETURN NULL;
      END $$;`);
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', '${TRACKING}')`,
    );
    await client.query(`TRUNCATE ${TRACKING}.template_rows, ${TRACKING}.template_schemas`);
    await client.query(`INSERT INTO ${TRACKING}.template_schemas SELECT nspname FROM pg_namespace`);
    for (const { name } of rows) {
      await client.query(`CREATE OR REPLACE TRIGGER zz_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION ${TRACKING}.note_write()`);
      await client.query(`INSERT INTO ${TRACKING}.template_rows SELECT '${name}'::regclass WHERE EXISTS (SELECT 1 FROM ${name})`);
    }
    await client.query(`TRUNCATE ${TRACKING}.written`);
  } finally {
    await client.end();
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
    // A test database is thrown away, never recovered: commits need not wait for the disk.
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return testDatabaseUrl(name);
}

/**
 * The worker's database, as the template left it: created on the worker's first file; for each
 * later file, the tables the previous files wrote are emptied and schemas they made (pg-boss's)
 * dropped, or, if they changed reference data, the database is copied from the template again.
 */
export async function resetWorkerDatabase(name: string): Promise<string> {
  const url = testDatabaseUrl(name);
  const exists = await admin(async (c) => {
    // A previous file's connections (its job queue, say) may not have closed yet.
    await c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
    return (await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 1;
  });
  if (exists && (await emptyWrittenTables(url))) return url;
  return createDatabaseFromTemplate(name);
}

/** Empties what the previous files wrote; false when only a fresh copy will do. */
async function emptyWrittenTables(url: string): Promise<boolean> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const written = await client.query<{ name: string; reference: boolean }>(
      `SELECT DISTINCT w.table_name::text AS name, t.table_name IS NOT NULL AS reference FROM ${TRACKING}.written w LEFT JOIN ${TRACKING}.template_rows t USING (table_name)`,
    );
    if (written.rows.some((row) => row.reference)) return false;
    const schemas = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname NOT IN (SELECT schema_name FROM ${TRACKING}.template_schemas) AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'`,
    );
    await client.query("BEGIN");
    for (const { nspname } of schemas.rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
    // A test leaves a few rows: deleting them is quicker than TRUNCATE's new files. In replica
    // mode foreign keys are not checked, so the tables can go in any order.
    await client.query("SET LOCAL session_replication_role = replica");
    for (const { name } of written.rows) await client.query(`DELETE FROM ${name}`);
    await client.query(`DELETE FROM ${TRACKING}.written`);
    await client.query("COMMIT");
    return true;
  } catch {
    // No tracking (a database made before it) or a statement failed: copy afresh.
    await client.query("ROLLBACK").catch(() => {});
    return false;
  } finally {
    await client.end();
  }
}

export async function dropDatabases(prefix: string) {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
