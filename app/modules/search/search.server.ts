import { Prisma } from "~/generated/prisma/client";
import { publicReader, type PublicReader } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { rememberedCount } from "./count-cache.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { milesBetween, zipsWithin, type ZipsNearby } from "~/modules/geo/zip-index.server";
import type { VehicleSummary } from "~/modules/listings/vehicle-summary.server";
import { cardRowsSql, summaryOfCardRow, type CardRow } from "~/modules/listings/card-rows.server";
import { INVALID_ZIP_MESSAGE, searchOrder, type SearchFilters } from "./filters";
import { EXACT_TOTAL_UP_TO, type SearchOrder } from "./filter-values";
import { keywordGroups, type KeywordTerm } from "./keyword";
import { isPrefixWord, lexemeAlternatives, lexemesForPrefixes, type PrefixLexemes } from "./keyword-prefixes.server";
import { identifierCondition, identifierSearchedBy } from "./identifier-keyword";
import { AppError } from "~/utils/app-error";

export interface SearchResult {
  vehicles: VehicleSummary[];
  /** How many listings match; when not exact, more than this many do. */
  total: number;
  totalExact: boolean;
}

interface Row extends CardRow {
  latitude: number | null;
  longitude: number | null;
  candidates: number | null;
}

type Origin = { latitude: number; longitude: number };

const sql = Prisma.sql;
const join = Prisma.join;

// Every filter reads the listing's own copies of its vehicle's fields (kept by triggers),
// so the page and the count each scan one table through its indexes.

/**
 * A word as a lexeme: stemmed like the document, and matching longer words from two letters on,
 * as the whole lexemes its prefix stands for when those are known.
 */
function lexeme(word: string, prefixes: PrefixLexemes) {
  if (!isPrefixWord(word)) return sql`to_tsquery('english', ${word})`;
  const whole = prefixes.get(word);
  return whole ? sql`${lexemeAlternatives(whole)}::tsquery` : sql`to_tsquery('english', ${`${word}:*`})`;
}

function termQuery(term: KeywordTerm, prefixes: PrefixLexemes) {
  const query = join(term.words.map((w) => lexeme(w, prefixes)), term.phrase ? " <-> " : " && ");
  return term.negated ? sql`!!(${query})` : sql`(${query})`;
}

/**
 * The keyword as a tsquery built from its words (letters and digits only, each a parameter), so
 * "yamah" finds Yamaha and "pontoons" finds pontoon boats. Null when no word is left.
 */
function keywordQuery(keyword: string | undefined, prefixes: PrefixLexemes): Prisma.Sql | null {
  // A VIN or HIN is looked up as such (its condition is in searchConditions), not as words.
  if (!keyword || identifierSearchedBy(keyword)) return null;
  const groups = keywordGroups(keyword);
  if (!groups.length) return null;
  return join(groups.map((terms) => sql`(${join(terms.map((t) => termQuery(t, prefixes)), " && ")})`), " || ");
}

const keywordWords = (keyword: string | undefined) => (keyword ? keywordGroups(keyword).flat().flatMap((t) => t.words) : []);

/**
 * The WHERE conditions shared by the page of results and its count, in two parts. `aligned`
 * are read in order by the index of the page's order (the status and type in front of each, a
 * range of the sorted column itself); `rest` are every other filter, the keyword's match included.
 */
interface Conditions {
  aligned: Prisma.Sql[];
  rest: Prisma.Sql[];
}

function searchConditions(f: SearchFilters, order: SearchOrder, origin: Origin | null, near: ZipsNearby | null, keyword: Prisma.Sql | null): Conditions {
  // Sold included means every status but expired (the unconditioned indexes serve it, skipping
  // expired rows); otherwise the market's statuses, which every partial index is built on.
  const aligned: Prisma.Sql[] = [f.includeSoldListings ? sql`l.status <> 'expired'` : sql`l.status IN ('active', 'pending')`];
  const rest: Prisma.Sql[] = [];
  // The location index has no type in front of it; every other order's index has.
  const types = order === "nearest" ? rest : aligned;
  if (f.type) types.push(sql`l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})`);
  if (f.typeId) types.push(sql`l.vehicle_type_id = ${f.typeId}`);
  if (f.make) {
    rest.push(sql`l.vehicle_make_id IN (SELECT id FROM vehicle_makes WHERE lower(name) = lower(${f.make})
      ${f.type ? sql`AND vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty})`);
  }
  if (f.makeId) rest.push(sql`l.vehicle_make_id = ${f.makeId}`);
  if (f.model) {
    rest.push(sql`l.vehicle_model_id IN (SELECT md.id FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
      WHERE lower(md.name) = lower(${f.model}) ${f.make ? sql`AND lower(mk.name) = lower(${f.make})` : Prisma.empty})`);
  }
  if (f.modelId) rest.push(sql`l.vehicle_model_id = ${f.modelId}`);
  if (keyword) rest.push(sql`l.search_document @@ (${keyword})`);
  const identifier = identifierSearchedBy(f.keyword);
  if (identifier) rest.push(identifierCondition(identifier));
  if (f.yearMin !== undefined) rest.push(sql`l.year >= ${f.yearMin}`);
  if (f.yearMax !== undefined) rest.push(sql`l.year <= ${f.yearMax}`);
  const prices = order === "price_low" || order === "price_high" ? aligned : rest;
  if (f.priceMin !== undefined) prices.push(sql`l.price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) prices.push(sql`l.price <= ${f.priceMax}`);
  const mileages = order === "mileage_low" || order === "mileage_high" ? aligned : rest;
  if (f.mileageMin !== undefined) mileages.push(sql`l.mileage >= ${f.mileageMin}`);
  if (f.mileageMax !== undefined) mileages.push(sql`l.mileage <= ${f.mileageMax}`);
  if (f.condition) rest.push(sql`l.vehicle_condition_id = (SELECT id FROM vehicle_conditions WHERE slug = ${f.condition})`);
  if (f.length !== undefined) rest.push(sql`l.length >= ${f.length}`);
  if (f.engineSize !== undefined) rest.push(sql`l.engine_size >= ${f.engineSize}`);
  if (f.fuelType) rest.push(sql`l.fuel_type = ${f.fuelType}`);
  if (f.boatType) rest.push(sql`l.boat_type = ${f.boatType}`);
  if (f.hullMaterial) rest.push(sql`l.hull_material = ${f.hullMaterial}`);
  if (f.transmission) rest.push(sql`l.transmission = ${f.transmission}`);
  if (f.driveType) rest.push(sql`l.drive_type = ${f.driveType}`);
  // A rating and every better one: a range of the rating that leads the best-deals order's index.
  if (f.deal) (order === "best_deal" ? aligned : rest).push(sql`l.deal_rating <= ${f.deal}::deal_rating`);
  // The state's zip codes (zip_codes_state_idx), each looked up in the listed listings' zip index.
  if (f.state) rest.push(sql`l.zip_code IN (SELECT z.zip_code FROM zip_codes z WHERE z.state = ${f.state})`);
  if (near) rest.push(sql`l.zip_code = ANY(string_to_array(${near.zips.join(",")}, ','))`);
  // The location index holds located listings only (every listing is: its zip code has a point).
  if (order === "nearest" && origin) aligned.push(sql`l.latitude IS NOT NULL AND l.longitude IS NOT NULL`);
  return { aligned, rest };
}

const allOf = (where: Prisma.Sql[]) => (where.length ? join(where, " AND ") : sql`TRUE`);
const everyCondition = (c: Conditions) => allOf([...c.aligned, ...c.rest]);

/** Filters other than the status and the vehicle type, for which the kept counts answer the total. */
const COUNTED_ELSEWHERE: (keyof SearchFilters)[] = ["page", "limit", "sortBy", "type", "typeId", "includeSoldListings", "zipCode"];

function countsAnswer(f: SearchFilters): boolean {
  if (f.radius) return false;
  return (Object.keys(f) as (keyof SearchFilters)[]).every((k) => COUNTED_ELSEWHERE.includes(k) || f[k] === undefined || f[k] === "");
}

/** Distance from the origin as the location index orders it: the chord through the earth, which grows with the miles. */
const chordFrom = (origin: Origin) =>
  sql`(ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8))`;

/**
 * The order of a page's listings. `inner` is read from the listings table (so its indexes can
 * give the order); the outer query repeats it over the chosen rows by their column names.
 */
function ordering(order: SearchOrder, origin: Origin | null, inner: boolean) {
  switch (order) {
    case "oldest":
      return sql`l.created_at ASC, l.id ASC`;
    case "price_low":
      return sql`l.price ASC, l.id ASC`;
    case "price_high":
      return sql`l.price DESC, l.id DESC`;
    case "mileage_low":
      return sql`l.mileage ASC NULLS LAST, l.id ASC`;
    case "mileage_high":
      return sql`l.mileage DESC NULLS LAST, l.id DESC`;
    case "best_deal":
      return sql`l.deal_rating ASC NULLS LAST, l.deal_ratio ASC NULLS LAST, l.id ASC`;
    case "nearest":
      if (origin) return inner ? sql`${chordFrom(origin)} ASC, l.id ASC` : sql`l.distance ASC, l.id ASC`;
      break;
    case "relevance":
      if (!inner) return sql`l.part ASC, l.rank DESC, l.created_at DESC, l.id DESC`;
      break;
    case "recommended":
      return sql`l.placement DESC, l.created_at DESC, l.id DESC`;
    case "newest":
      break;
  }
  return sql`l.created_at DESC, l.id DESC`;
}

async function originOf(f: SearchFilters): Promise<Origin | null> {
  if (!f.zipCode) return null;
  const origin = await findZipCode(f.zipCode);
  if (!origin) throw new AppError(INVALID_ZIP_MESSAGE, { code: "search-input", field: "zipCode" });
  return origin;
}

/** What a search's statements need to know first: where it is measured from, the zip codes in its radius, what its keyword's prefixes stand for. */
export interface SearchScope {
  origin: Origin | null;
  within: ZipsNearby | null;
  prefixes: PrefixLexemes;
}

async function searchScope(f: SearchFilters): Promise<SearchScope> {
  const [origin, prefixes] = await Promise.all([originOf(f), lexemesForPrefixes(keywordWords(f.keyword))]);
  // A listing sits at its zip code's point, so "within N miles" is "in these zip codes".
  const within = origin && f.radius ? await zipsWithin(origin, f.radius) : null;
  return { origin, within, prefixes };
}

export interface SearchBounds {
  /** Totals are counted exactly up to this many matches; past it the total is a lower bound ("1,000+"). */
  exactTotalUpTo: number;
  /** A keyword's newest this many matches are ranked by relevance; older matches follow them, newest first. */
  rankedCandidates: number;
  /** How many of the first listings in the page's order a search looks through before it looks everywhere. */
  window: number;
}

export const SEARCH_BOUNDS: SearchBounds = { exactTotalUpTo: EXACT_TOTAL_UP_TO, rankedCandidates: 300, window: 20_000 };

const LISTING_COLUMNS = sql`l.id, l.vehicle_id, l.price, l.zip_code, l.status, l.created_at, l.mileage, l.vehicle_package_id, l.latitude, l.longitude, l.deal_rating, l.deal_ratio, l.last_price_drop, l.last_price_drop_at, l.placement`;
const NEWEST = sql`l.created_at DESC, l.id DESC`;

/**
 * How many of the first listings in the page's order a window holds: for a page of any order,
 * fifty times what the page needs (it is filled when a fiftieth of those listings match), at
 * least 2,000 and at most `bounds.window`; for relevance's candidates, `bounds.window`.
 */
function windowSize(f: SearchFilters, order: SearchOrder, bounds: SearchBounds): number {
  if (order === "relevance") return bounds.window;
  return Math.min(bounds.window, Math.max(2000, 50 * f.page * f.limit));
}

/**
 * How a statement finds the matching listings:
 * - "direct": as the planner sees fit;
 * - "window": among the first listings in the page's order (read along its index with the
 *   aligned conditions only), the other filters applied to those: a bounded walk, exact whenever
 *   it holds what the page needs, because every listing before its end is in it;
 * - "matches": every match gathered first, through whichever index suits the filters, up to one
 *   more than `bounds.window` (each row says how many were gathered), then ordered: exact when
 *   they were all gathered. For the rare combinations that a walk in the page's order would not
 *   find before the end of the market.
 */
type Reach = "direct" | "window" | "matches";

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
function newestMatches(c: Conditions, bounds: SearchBounds, reach: Reach) {
  if (reach === "matches") {
    // Only the candidates read their documents again, to be ranked.
    return sql`SELECT n.*, d.search_document FROM (SELECT ${LISTING_COLUMNS}, l.matched_count FROM ${matchesIn(NEWEST, c, bounds.window, reach)} ORDER BY ${NEWEST} LIMIT ${bounds.rankedCandidates}) n
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
function chosenListings(f: SearchFilters, c: Conditions, order: SearchOrder, origin: Origin | null, keyword: Prisma.Sql | null, bounds: SearchBounds, reach: Reach) {
  const offset = (f.page - 1) * f.limit;
  if (order === "relevance" && keyword) {
    const ranked = bounds.rankedCandidates;
    const parts: Prisma.Sql[] = [];
    if (offset < ranked) {
      // How many candidates (or matches gathered) there were travels with each row, to tell whether they were all.
      const candidates = reach === "matches" ? sql`l.matched_count::int` : sql`count(*) OVER ()::int`;
      parts.push(sql`(SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, ts_rank_cd(l.search_document, ${keyword}) AS rank, 0 AS part, ${candidates} AS candidates
          FROM (${newestMatches(c, bounds, reach)}) l
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
  const inner = ordering(order, origin, true);
  const distance = order === "nearest" && origin ? chordFrom(origin) : sql`NULL::float8`;
  const gathered = reach === "matches" ? sql`l.matched_count::int` : sql`NULL::int`;
  return sql`SELECT ${LISTING_COLUMNS}, ${distance} AS distance, NULL::float4 AS rank, 0 AS part, ${gathered} AS candidates
      FROM ${matchesIn(inner, c, reach === "matches" ? bounds.window : windowSize(f, order, bounds), reach)}
     ORDER BY ${inner}
     LIMIT ${f.limit} OFFSET ${offset}`;
}

/** How far the count goes: to the bound, or past the requested page so the next one is known to exist. */
export const countCap = (f: SearchFilters, bounds: SearchBounds) => Math.max(bounds.exactTotalUpTo, f.page * f.limit) + 1;

const countOf = (source: Prisma.Sql, cap: number) => sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${source} LIMIT ${cap}) matched`;

/**
 * The statements a search runs: one page of rows and the (bounded) count. When filters other
 * than the order's own narrow the search, each is first tried on a window of the first listings
 * in the page's order, and made again over every match only when the window fell short.
 */
export function buildSearchQueries(f: SearchFilters, { origin, within, prefixes }: SearchScope, bounds: SearchBounds = SEARCH_BOUNDS) {
  const keyword = keywordQuery(f.keyword, prefixes);
  const order = searchOrder(f);
  const c = searchConditions(f, order, origin, within, keyword);
  // The chosen listings are joined to what the cards show, in the same order.
  const page = (reach: Reach) =>
    cardRowsSql(chosenListings(f, c, order, origin, keyword, bounds, reach), ordering(order, origin, false), sql`, l.latitude, l.longitude, l.candidates`);
  // The planner judges each filter's share of the market from its statistics and multiplies them
  // as if independent; they are not (campers by a make of dirt bikes, old and barely ridden), and
  // walking an index in the page's order for a match that never comes reads the whole market. A
  // window bounds that walk. Relevance without other filters leaves one word to the planner,
  // whose statistics of single words are good; nearest first is left to the location index,
  // whose walk by distance a window's re-sort would lose.
  const offset = (f.page - 1) * f.limit;
  const windowed =
    !f.includeSoldListings &&
    c.rest.length > 0 &&
    (order === "relevance" && keyword
      ? offset < bounds.rankedCandidates && (c.rest.length > 1 || keywordWords(f.keyword).length > 1)
      : order !== "relevance" && order !== "nearest" && f.page * f.limit <= bounds.window);
  const counted = !countsAnswer(f);
  // Without a window, the planner reads the page along its order's index (the location index
  // for nearest first, the newest-first index for a keyword) and applies the other filters to
  // each listing; when they match little or nothing (campers by a make of dirt bikes, nearest
  // first) that walk reads the whole market, seconds. The bounded count, read first instead of
  // beside the page, tells: below its cap every match is gathered through the best index.
  // (An empty page of gathered matches proves them all only when the page lies within the gathering.)
  const countFirst = !windowed && counted && c.rest.length > 0 && f.page * f.limit <= bounds.window;
  return {
    page: page("direct"),
    windowPage: windowed ? page("window") : null,
    /** Whether the window held everything the page needs: all the ranked candidates, or a full page. */
    windowFilled: (rows: Pick<Row, "candidates">[]) =>
      order === "relevance" && keyword ? (rows[0]?.candidates ?? 0) >= bounds.rankedCandidates : rows.length === f.limit,
    matchesPage: windowed || countFirst ? page("matches") : null,
    countFirst,
    /** Whether every match was gathered (the page is then exact, empty included). */
    allGathered: (rows: Pick<Row, "candidates">[]) => rows.length === 0 || (rows[0]?.candidates ?? Infinity) <= bounds.window,
    count: counted
      ? countOf(sql`listings l WHERE ${everyCondition(c)}`, countCap(f, bounds))
      : sql`SELECT coalesce(sum(l.count), 0)::int AS total FROM listing_counts l
             WHERE ${f.includeSoldListings ? sql`l.status <> 'expired'` : sql`l.status IN ('active', 'pending')`}
             ${f.type ? sql`AND l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty}
             ${f.typeId ? sql`AND l.vehicle_type_id = ${f.typeId}` : Prisma.empty}`,
    /** Whether the count may have stopped at its cap (the kept counts never do). */
    capped: counted,
  };
}

type SearchQueries = ReturnType<typeof buildSearchQueries>;

/** The page's rows: from the window when it held the page, else from the gathered matches when they were all, else as the planner sees fit. */
async function pageRows(db: PublicReader, queries: SearchQueries): Promise<Row[]> {
  if (queries.windowPage) {
    const rows = await db.$queryRaw<Row[]>(queries.windowPage);
    if (queries.windowFilled(rows)) return rows;
  }
  if (queries.matchesPage) {
    const rows = await db.$queryRaw<Row[]>(queries.matchesPage);
    if (queries.allGathered(rows)) return rows;
  }
  return db.$queryRaw<Row[]>(queries.page);
}

/** The count, then the page: from every match gathered when the count stopped below its cap, else as the planner sees fit. */
async function countThenPage(db: PublicReader, queries: SearchQueries, count: () => Promise<number>, cap: number): Promise<[Row[], number]> {
  const counted = await count();
  if (counted < cap && queries.matchesPage) {
    const rows = await db.$queryRaw<Row[]>(queries.matchesPage);
    // A remembered count may be some seconds old; the gathered rows are checked, not trusted to it.
    if (queries.allGathered(rows)) return [rows, counted];
  }
  return [await db.$queryRaw<Row[]>(queries.page), counted];
}

/**
 * Every condition /buy applies for these filters, over listings aliased `l`: lets saved-search
 * alerts test new listings against a search with exactly the page's semantics. `radiusZips`,
 * when given, stands for the radius's zip list: the caller passes that list (from `zipsWithin`)
 * narrowed to the zip codes of the listings it tests, which gives them the same answer.
 */
export async function filterConditionsFor(f: SearchFilters, radiusZips?: string[]): Promise<Prisma.Sql> {
  const { origin, within, prefixes } =
    radiusZips && f.zipCode && f.radius
      ? { origin: await originOf(f), within: { zips: radiusZips, miles: [] }, prefixes: await lexemesForPrefixes(keywordWords(f.keyword)) }
      : await searchScope(f);
  return everyCondition(searchConditions(f, searchOrder(f), origin, within, keywordQuery(f.keyword, prefixes)));
}

/** For benchmarks: the search's statements with the zip already resolved. */
export async function searchQueriesFor(f: SearchFilters, bounds: SearchBounds = SEARCH_BOUNDS) {
  return buildSearchQueries(f, await searchScope(f), bounds);
}

/** One page of matching listings and how many match in all. */
export async function searchListings(f: SearchFilters, bounds: SearchBounds = SEARCH_BOUNDS): Promise<SearchResult> {
  const scope = await searchScope(f);
  const { origin } = scope;
  const queries = buildSearchQueries(f, scope, bounds);
  const countKey = JSON.stringify([queries.count.sql, queries.count.values]);
  // The page and its count from the same server.
  const db = publicReader();
  const count = () => rememberedCount(countKey, env().SEARCH_COUNT_CACHE_SECONDS * 1000, async () => (await db.$queryRaw<{ total: number }[]>(queries.count))[0]?.total ?? 0);
  const cap = countCap(f, bounds);
  const [rows, counted] = queries.countFirst ? await countThenPage(db, queries, count, cap) : await Promise.all([pageRows(db, queries), count()]);
  const totalExact = !queries.capped || counted < cap;

  return {
    total: totalExact ? counted : cap - 1,
    totalExact,
    vehicles: rows.map((r) => ({
      ...summaryOfCardRow(r),
      ...(origin && r.latitude !== null && r.longitude !== null ? { distance: milesBetween(origin.latitude, origin.longitude, r.latitude, r.longitude) } : {}),
    })),
  };
}
