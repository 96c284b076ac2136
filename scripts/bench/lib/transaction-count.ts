import pg from "pg";

/** Transactions committed in the database so far (pg_stat_database), counted where they ran: on a standby, its own reads. */
export async function transactionCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics a backend reports are its snapshot: clear it, so this read sees the latest.
    await client.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await client.query<{ n: string }>("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
