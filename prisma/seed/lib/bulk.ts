import type { SeedDb } from "./client";

export interface Column {
  name: string;
  /** Postgres element type used to cast the array parameter, e.g. "text", "int4", "float8". */
  type: string;
  /** Cast applied to each element on insert, e.g. "text[]" for an array literal sent as text. */
  cast?: string;
}

const CHUNK = 20_000;

/**
 * Inserts rows in bulk with one array parameter per column (unnest), updating the
 * given columns when the conflict key already exists. Table and column names come
 * from code, never from input; every value travels as a bound parameter.
 */
export async function upsertRows(
  db: SeedDb,
  table: string,
  columns: Column[],
  rows: unknown[][],
  conflictKey: string[],
  updateColumns: string[] = columns.map((c) => c.name).filter((c) => !conflictKey.includes(c)),
): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map((_, i) => chunk.map((r) => r[i] ?? null));
    const names = columns.map((c) => `"${c.name}"`).join(", ");
    const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
    const aliases = columns.map((_, i) => `c${i}`);
    const select = columns.map((c, i) => (c.cast ? `c${i}::${c.cast}` : `c${i}`)).join(", ");
    const onConflict = updateColumns.length
      ? `DO UPDATE SET ${updateColumns.map((c) => `"${c}" = excluded."${c}"`).join(", ")}`
      : "DO NOTHING";
    written += await db.$executeRawUnsafe(
      `INSERT INTO "${table}" (${names}) SELECT ${select} FROM unnest(${params}) AS u(${aliases.join(", ")}) ON CONFLICT (${conflictKey.map((c) => `"${c}"`).join(", ")}) ${onConflict}`,
      ...arrays,
    );
  }
  return written;
}

export { slugify } from "../../../app/shared/slug";
