// A live market writes each listing as it is created, so its table lies in creation order and
// the newest listings share pages. The demo seed writes a million listings with dates drawn at
// random; laying the table out by date once makes the benchmarks read it as production would.
interface Db {
  $queryRawUnsafe<T>(query: string): Promise<T>;
  $executeRawUnsafe(query: string): Promise<number>;
}

export async function layOutListingsByCreation(db: Db, log: (line: string) => void = console.log): Promise<void> {
  const [stats] = await db.$queryRawUnsafe<{ correlation: number | null }[]>(
    "SELECT correlation FROM pg_stats WHERE schemaname = 'public' AND tablename = 'listings' AND attname = 'created_at'",
  );
  if (stats && Math.abs(stats.correlation ?? 0) >= 0.9) return;
  log("Laying the listings out in creation order (once)...");
  await db.$executeRawUnsafe("CLUSTER listings USING listings_newest_idx");
  await db.$executeRawUnsafe("ANALYZE listings");
}
