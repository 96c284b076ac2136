// The statements a search runs, built from its conditions (conditions.server.ts) the way its
// plan (plan.ts) says: one page of rows, tried on a window or over every match gathered before
// the planner's own way, and the (bounded) count.
import { Prisma } from "~/generated/prisma/client";
import { cardRowsSql } from "~/modules/public-listings/card-rows.server";
import { NEWEST, allOf, chordFrom, everyCondition, keywordQuery, orderColumns, ordering, searchConditions, statusCondition, type Conditions } from "./conditions.server";
import { SEARCH_BOUNDS, allGathered, firstGathered, planSearch, rangesOnRows, widerWindow, windowFilled, type Reach, type SearchBounds, type SearchPlan } from "./plan";
import { keywordWords } from "./keyword";
import { searchOrder } from "./filter-values";
import type { ResolvedFilters } from "./resolve.server";

const sql = Prisma.sql;
const join = Prisma.join;

const LISTING_COLUMNS = sql`l.id, l.vehicle_id, l.price, l.zip_code, l.status, l.created_at, l.mileage, l.vehicle_package_id, l.latitude, l.longitude, l.deal_rating, l.deal_ratio, l.last_price_drop, l.last_price_drop_at, l.placement`;

function matchesIn(order: Prisma.Sql, c: Conditions, size: number, reach: Reach) {
  if (reach === "window") return sql`(SELECT * FROM listings l WHERE ${allOf(c.aligned)} ORDER BY ${order} LIMIT ${size}) l WHERE ${allOf(c.rest)}`;
  if (reach === "matches") {
    // Without their documents: thousands of them would spill the gathered rows to disk.
    return sql`(WITH matched AS MATERIALIZED (SELECT ${LISTING_COLUMNS} FROM listings l WHERE ${everyCondition(c)} LIMIT ${size + 1})
      SELECT *, (SELECT count(*) FROM matched) AS matched_count FROM matched) l WHERE TRUE`;
  }
  return sql`listings l WHERE ${everyCondition(c)}`;
}

/** Where a keyword's ranked candidates come from: its newest matches. */
function newestMatches(c: Conditions, bounds: SearchBounds, reach: Reach, gatherUpTo: number) {
  if (reach === "matches") {
    // Only the candidates read their documents again, to be ranked.
    return sql`SELECT n.*, d.search_document FROM (SELECT ${LISTING_COLUMNS}, l.matched_count FROM ${matchesIn(NEWEST, c, gatherUpTo, reach)} ORDER BY ${NEWEST} LIMIT ${bounds.rankedCandidates}) n
      JOIN listings d ON d.id = n.id`;
  }
  return sql`SELECT ${LISTING_COLUMNS}, l.search_document, NULL::bigint AS matched_count FROM ${matchesIn(NEWEST, c, bounds.window, reach)} ORDER BY ${NEWEST} LIMIT ${bounds.rankedCandidates}`;
}

/**
 * Which listings fill the page, from the listings table alone. Relevance ranks only a keyword's
 * newest matches (a common word matches a tenth of the market, and ranking all of them costs
 * a scan of all of them); the matches past those follow, newest first, so every match keeps
 * exactly one place in the order. Any other order is read along an index that gives it, and
 * stops at the page.
 */
function chosenListings(search: ResolvedFilters, plan: SearchPlan, c: Conditions, keyword: Prisma.Sql | null, bounds: SearchBounds, reach: Reach, gatherUpTo: number) {
  const { filters: f, origin } = search;
  const offset = (f.page - 1) * f.limit;
  if (plan.ranked && keyword) {
    const ranked = bounds.rankedCandidates;
    const parts: Prisma.Sql[] = [];
    if (offset < ranked) {
      // How many candidates (or matches gathered) there were travels with each row, to tell whether they were all.
      const candidates = reach === "matches" ? sql`l.matched_count::int` : sql`count(*) OVER ()::int`;
      parts.push(sql`(SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, ts_rank_cd(l.search_document, ${keyword}) AS rank, 0 AS part, ${candidates} AS candidates
          FROM (${newestMatches(c, bounds, reach, gatherUpTo)}) l
         ORDER BY rank DESC, ${NEWEST}
         LIMIT ${Math.min(f.limit, ranked - offset)} OFFSET ${offset})`);
    }
    if (offset + f.limit > ranked) {
      const from = Math.max(offset, ranked);
      parts.push(sql`(SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, NULL::float4 AS rank, 1 AS part, NULL::int AS candidates
          FROM listings l WHERE ${everyCondition(c)} ORDER BY ${NEWEST}
         LIMIT ${offset + f.limit - from} OFFSET ${from})`);
    }
    return join(parts, " UNION ALL ");
  }
  const inner = ordering(plan.order, origin, true);
  const distance = plan.order === "nearest" && origin ? chordFrom(origin) : sql`NULL::float8`;
  // The page's ids first, read from an index alone where one carries the filtered columns
  // (decision 60); then the page's rows.
  const rowsOf = (page: Prisma.Sql, candidates: Prisma.Sql) =>
    sql`SELECT ${LISTING_COLUMNS}, ${distance} AS distance, NULL::float4 AS rank, 0 AS part, ${candidates} AS candidates
        FROM (${page}) page JOIN listings l ON l.id = page.id
       ORDER BY ${inner}`;
  if (reach === "direct" && plan.order !== "nearest") {
    // A walk along the order's index past listings the filters reject.
    return rowsOf(sql`SELECT l.id FROM listings l WHERE ${everyCondition(c)} ORDER BY ${inner} LIMIT ${f.limit} OFFSET ${offset}`, sql`NULL::int`);
  }
  if (reach === "matches") {
    // Each match's id and the columns of its order.
    return rowsOf(
      sql`WITH matched AS MATERIALIZED (SELECT l.id, ${orderColumns(plan.order)} FROM listings l WHERE ${everyCondition(c)} LIMIT ${gatherUpTo + 1})
          SELECT l.id, (SELECT count(*) FROM matched) AS matched_count FROM matched l ORDER BY ${inner} LIMIT ${f.limit} OFFSET ${offset}`,
      sql`page.matched_count::int`,
    );
  }
  return sql`SELECT ${LISTING_COLUMNS}, ${distance} AS distance, NULL::float4 AS rank, 0 AS part, NULL::int AS candidates
      FROM ${matchesIn(inner, c, plan.windowSize, reach)}
     ORDER BY ${inner}
     LIMIT ${f.limit} OFFSET ${offset}`;
}

const countOf = (source: Prisma.Sql, cap: number) => sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${source} LIMIT ${cap}) matched`;

/** The total from the counts kept per status and type, for searches filtered by nothing else. */
function keptCount({ filters: f }: ResolvedFilters) {
  return sql`SELECT coalesce(sum(l.count), 0)::int AS total FROM listing_counts l
             WHERE ${statusCondition(f.includeSoldListings)}
             ${f.type ? sql`AND l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty}
             ${f.typeId ? sql`AND l.vehicle_type_id = ${f.typeId}` : Prisma.empty}`;
}

type CountedRows = { candidates: number | null }[];

/** Bitmap scans only, with memory enough that a common word's bitmap stays exact (no lossy pages to recheck). */
const BITMAP_READS = [sql`SET LOCAL enable_seqscan = off`, sql`SET LOCAL enable_indexscan = off`, sql`SET LOCAL enable_indexonlyscan = off`, sql`SET LOCAL work_mem = '32MB'`];

/**
 * The statements a search runs: one page of rows and the (bounded) count. When filters other
 * than the order's own narrow the search, each is first tried on a window of the first listings
 * in the page's order, and made again over every match only when the window fell short.
 */
export function searchQueriesFor(search: ResolvedFilters, bounds: SearchBounds = SEARCH_BOUNDS) {
  const f = search.filters;
  const keyword = keywordQuery(f.keyword, search.prefixes);
  const order = searchOrder(f);
  const onRows = rangesOnRows(search.rangeShares, "rows");
  const countedOnRows = rangesOnRows(search.rangeShares, "count");
  const c = searchConditions(search, order, keyword, onRows);
  // The count reads more ranges on the rows than the page only when some range is narrow.
  const counted = countedOnRows.length === onRows.length ? c : searchConditions(search, order, keyword, countedOnRows);
  const plan = planSearch(f, { rest: c.rest.length, keywordMatched: keyword !== null, keywordWords: keywordWords(f.keyword).length, scoped: search.dealershipId !== undefined, restCovered: c.restCovered }, bounds);
  const throughBitmaps = keyword !== null && c.filtersBesideKeyword > 0 ? BITMAP_READS : [];
  // The chosen listings are joined to what the cards show, in the same order.
  const page = (reach: Reach, gatherUpTo = bounds.window, planned = plan) =>
    cardRowsSql(chosenListings(search, planned, c, keyword, bounds, reach, gatherUpTo), ordering(plan.order, search.origin, false), sql`, l.latitude, l.longitude, l.candidates`);
  return {
    plan,
    page: page("direct"),
    windowPage: plan.windowed ? page("window") : null,
    windowFilled: (rows: CountedRows) => windowFilled(plan, f, bounds, rows),
    /** A longer window's page, when a short window's matches tell that one would hold the page. */
    widerWindowPage: (rows: CountedRows) => {
      const size = widerWindow(plan, f, bounds, rows);
      return size === null ? null : page("window", bounds.window, { ...plan, windowSize: size });
    },
    matchesPage: plan.windowed || plan.countFirst || plan.gatherFirst ? page("matches") : null,
    /** The first gathering of a keyword beside a type (plan.gatherFirst), through bitmaps. */
    firstGathering: plan.gatherFirst ? page("matches", bounds.firstGathering) : null,
    firstGathered: (rows: CountedRows) => firstGathered(f, bounds, rows),
    countFirst: plan.countFirst,
    allGathered: (rows: CountedRows) => allGathered(bounds, rows),
    count: plan.counted ? countOf(sql`listings l WHERE ${everyCondition(counted)}`, plan.cap) : keptCount(search),
    /**
     * Planner settings for the count: a keyword beside other filters is counted through the
     * bitmaps of their indexes (decision 60). The planner multiplies the words' and filters'
     * shares as if independent, and on the strength of that walks the market for a count that
     * a few thousand bitmap entries answer ("low miles" from 2018 on: 1,148 of an estimated 24,298).
     */
    countSettings: plan.counted ? throughBitmaps : [],
    /** The same for the gathering of every match: a keyword beside other filters is gathered through their bitmaps. */
    matchesSettings: throughBitmaps,
    /** Whether the count may have stopped at its cap (the kept counts never do). */
    capped: plan.counted,
  };
}

export type SearchQueries = ReturnType<typeof searchQueriesFor>;
