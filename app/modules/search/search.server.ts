// The server part of a search: runs the statements its plan chose (statements.server.ts) on one
// database server, remembers counts briefly, and shapes the rows into the cards' summaries.
import type { Prisma } from "~/generated/prisma/client";
import { publicReader, readWithSettings, type PublicReader } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { rememberedCount } from "./count-cache.server";
import { milesBetween } from "~/modules/geo/zip-index.server";
import type { VehicleSummary } from "~/modules/public-listings/vehicle-summary.server";
import { summaryOfCardRow, type CardRow } from "~/modules/public-listings/card-rows.server";
import { SEARCH_BOUNDS, type SearchBounds } from "./plan";
import { searchQueriesFor, type SearchQueries } from "./statements.server";
import type { ResolvedFilters } from "./resolve.server";
import type { Reach } from "./plan";
import { metrics } from "~/utils/metrics.server";

export interface SearchResult {
  vehicles: VehicleSummary[];
  /** How many listings match; when not exact, more than this many do. */
  total: number;
  totalExact: boolean;
}

/** What a search's time is labelled by: the count-first plan, or the reach whose rows made the page. */
type PlanLabel = Reach | "count_first" | "gathered_first" | "wider_window";

interface Row extends CardRow {
  latitude: number | null;
  longitude: number | null;
  candidates: number | null;
}

/** Every match gathered and the page ordered from them, or null when there were more than the gathering holds. */
async function gatheredRows(db: PublicReader, queries: SearchQueries): Promise<Row[] | null> {
  if (!queries.matchesPage) return null;
  const rows = await readWithSettings<Row[]>(db, queries.matchesSettings, queries.matchesPage);
  return queries.allGathered(rows) ? rows : null;
}

/**
 * The page's rows: from the window when it held the page; else, for a walk the order's index
 * covers, from every match gathered when the count stayed below its cap, or from that walk;
 * else from the gathered matches when they were all, else as the planner sees fit.
 */
async function pageRows(db: PublicReader, queries: SearchQueries, counting: Promise<number>): Promise<[Row[], PlanLabel]> {
  if (queries.windowPage) {
    const rows = await db.$queryRaw<Row[]>(queries.windowPage);
    if (queries.windowFilled(rows)) return [rows, "window"];
    // Matches as dense as the short window's held end the page a few windows further on: a
    // window that long is a bounded walk, where gathering every match may read thousands.
    const wider = queries.widerWindowPage(rows);
    if (wider) {
      const widerRows = await db.$queryRaw<Row[]>(wider);
      if (queries.windowFilled(widerRows)) return [widerRows, "wider_window"];
    }
  }
  // A covered walk gathers only below the count's cap; any other search gathers first.
  const gathers = !queries.plan.coveredWalk || (await counting) < queries.plan.cap;
  const gathered = gathers ? await gatheredRows(db, queries) : null;
  if (gathered) return [gathered, "matches"];
  return [await db.$queryRaw<Row[]>(queries.page), "direct"];
}

/** The count, then the page: from every match gathered when the count stopped below its cap, else as the planner sees fit. */
async function countThenPage(db: PublicReader, queries: SearchQueries, count: () => Promise<number>): Promise<[Row[], number]> {
  const counted = await count();
  // A remembered count may be some seconds old; the gathered rows are checked, not trusted to it.
  const gathered = counted < queries.plan.cap ? await gatheredRows(db, queries) : null;
  if (gathered) return [gathered, counted];
  return [await db.$queryRaw<Row[]>(queries.page), counted];
}

/**
 * A keyword beside a type: its first matches gathered through bitmaps give the page and the total
 * when they were all; a dense search's total is past the count's cap, and its page is read as
 * any other's.
 */
async function gatheredFirst(db: PublicReader, queries: SearchQueries, gathering: Prisma.Sql, count: () => Promise<number>): Promise<[Row[], number, PlanLabel]> {
  const rows = await readWithSettings<Row[]>(db, queries.matchesSettings, gathering);
  const gathered = queries.firstGathered(rows);
  if (gathered === "dense") {
    const [page, plan] = await pageRows(db, queries, Promise.resolve(queries.plan.cap));
    return [page, queries.plan.cap, plan];
  }
  return [rows, gathered ?? (await count()), "gathered_first"];
}

/** The page's rows, the count, and the plan that answered the page. */
async function pageAndCount(db: PublicReader, queries: SearchQueries, count: () => Promise<number>): Promise<[Row[], number, PlanLabel]> {
  if (queries.firstGathering) return gatheredFirst(db, queries, queries.firstGathering, count);
  if (queries.countFirst) return [...(await countThenPage(db, queries, count)), "count_first"];
  const counting = count();
  const [[rows, plan], counted] = await Promise.all([pageRows(db, queries, counting), counting]);
  return [rows, counted, plan];
}

/** The search's bounded count, remembered for a few seconds by its statement. */
function boundedCount(db: PublicReader, queries: SearchQueries): Promise<number> {
  const countKey = JSON.stringify([queries.count.sql, queries.count.values]);
  return rememberedCount(countKey, env().SEARCH_COUNT_CACHE_SECONDS * 1000, async () => (await readWithSettings<{ total: number }[]>(db, queries.countSettings, queries.count))[0]?.total ?? 0);
}

type Total = Pick<SearchResult, "total" | "totalExact">;

/** The total a count gives: exact below its cap, else a lower bound. */
function totalOf(queries: SearchQueries, counted: number): Total {
  const totalExact = !queries.capped || counted < queries.plan.cap;
  return { total: totalExact ? counted : queries.plan.cap - 1, totalExact };
}

/** How many listings match, without a page of them: exact up to the count's cap. */
export async function countListings(search: ResolvedFilters, bounds: SearchBounds = SEARCH_BOUNDS): Promise<Total> {
  const queries = searchQueriesFor(search, bounds);
  return totalOf(queries, await boundedCount(publicReader(), queries));
}

/** One page of matching listings and how many match in all. */
export async function searchListings(search: ResolvedFilters, bounds: SearchBounds = SEARCH_BOUNDS): Promise<SearchResult> {
  const { origin } = search;
  const queries = searchQueriesFor(search, bounds);
  // The page and its count from the same server.
  const db = publicReader();
  const count = () => boundedCount(db, queries);
  const timer = metrics.searchDuration.startTimer();
  const [rows, counted, plan] = await pageAndCount(db, queries, count);
  timer({ plan });

  return {
    ...totalOf(queries, counted),
    vehicles: rows.map((r) => ({
      ...summaryOfCardRow(r),
      ...(origin && r.latitude !== null && r.longitude !== null ? { distance: milesBetween(origin.latitude, origin.longitude, r.latitude, r.longitude) } : {}),
    })),
  };
}
