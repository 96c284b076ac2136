import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { rememberedCount } from "./count-cache.server";
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { milesBetween, zipsWithin, type ZipsNearby } from "~/modules/geo/zip-index.server";
import type { VehicleSummary } from "~/modules/listings/vehicle-summary.server";
import { INVALID_ZIP_MESSAGE, searchOrder, type SearchFilters } from "./filters";
import { EXACT_TOTAL_UP_TO, type SearchOrder } from "./filter-values";
import { keywordGroups, type KeywordTerm } from "./keyword";
import { isPrefixWord, lexemeAlternatives, lexemesForPrefixes, type PrefixLexemes } from "./keyword-prefixes.server";
import { AppError } from "~/utils/app-error";

export interface SearchResult {
  vehicles: VehicleSummary[];
  /** How many listings match; when not exact, more than this many do. */
  total: number;
  totalExact: boolean;
}

interface Row {
  id: number;
  listing_id: number;
  user_id: number;
  vehicle_model_id: number;
  type: string;
  make: string;
  model: string;
  year: number;
  price: string;
  mileage: number | null;
  zip_code: string;
  description: string;
  condition: string;
  images: string[];
  package: string;
  status: string;
  created_at: Date;
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
  if (!keyword) return null;
  const groups = keywordGroups(keyword);
  if (!groups.length) return null;
  return join(groups.map((terms) => sql`(${join(terms.map((t) => termQuery(t, prefixes)), " && ")})`), " || ");
}

const keywordWords = (keyword: string | undefined) => (keyword ? keywordGroups(keyword).flat().flatMap((t) => t.words) : []);

/** The WHERE conditions shared by the page of results and its count, but for the keyword's. */
function filterConditions(f: SearchFilters, near: ZipsNearby | null) {
  // Sold included means every status, so no condition at all (the unconditioned indexes serve it).
  const where: Prisma.Sql[] = f.includeSoldListings ? [] : [sql`l.status IN ('active', 'pending')`];
  if (f.type) where.push(sql`l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})`);
  if (f.typeId) where.push(sql`l.vehicle_type_id = ${f.typeId}`);
  if (f.make) {
    where.push(sql`l.vehicle_make_id IN (SELECT id FROM vehicle_makes WHERE lower(name) = lower(${f.make})
      ${f.type ? sql`AND vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty})`);
  }
  if (f.makeId) where.push(sql`l.vehicle_make_id = ${f.makeId}`);
  if (f.model) {
    where.push(sql`l.vehicle_model_id IN (SELECT md.id FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
      WHERE lower(md.name) = lower(${f.model}) ${f.make ? sql`AND lower(mk.name) = lower(${f.make})` : Prisma.empty})`);
  }
  if (f.modelId) where.push(sql`l.vehicle_model_id = ${f.modelId}`);
  if (f.yearMin !== undefined) where.push(sql`l.year >= ${f.yearMin}`);
  if (f.yearMax !== undefined) where.push(sql`l.year <= ${f.yearMax}`);
  if (f.priceMin !== undefined) where.push(sql`l.price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`l.price <= ${f.priceMax}`);
  if (f.mileageMin !== undefined) where.push(sql`l.mileage >= ${f.mileageMin}`);
  if (f.mileageMax !== undefined) where.push(sql`l.mileage <= ${f.mileageMax}`);
  if (f.condition) where.push(sql`l.vehicle_condition_id = (SELECT id FROM vehicle_conditions WHERE slug = ${f.condition})`);
  if (f.length !== undefined) where.push(sql`l.length >= ${f.length}`);
  if (f.engineSize !== undefined) where.push(sql`l.engine_size >= ${f.engineSize}`);
  if (f.fuelType) where.push(sql`l.fuel_type = ${f.fuelType}`);
  if (f.boatType) where.push(sql`l.boat_type = ${f.boatType}`);
  if (f.hullMaterial) where.push(sql`l.hull_material = ${f.hullMaterial}`);
  if (f.transmission) where.push(sql`l.transmission = ${f.transmission}`);
  if (f.driveType) where.push(sql`l.drive_type = ${f.driveType}`);
  if (near) where.push(sql`l.zip_code = ANY(string_to_array(${near.zips.join(",")}, ','))`);
  return where;
}

const allOf = (where: Prisma.Sql[]) => (where.length ? join(where, " AND ") : sql`TRUE`);
const matching = (keyword: Prisma.Sql) => sql`l.search_document @@ (${keyword})`;

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
    case "nearest":
      if (origin) return inner ? sql`${chordFrom(origin)} ASC, l.id ASC` : sql`l.distance ASC, l.id ASC`;
      break;
    case "relevance":
      if (!inner) return sql`l.part ASC, l.rank DESC, l.created_at DESC, l.id DESC`;
      break;
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
  /**
   * For a keyword of several words, the first this many listings in the page's order (with the
   * other filters) are looked through first: the newest for relevance's candidates.
   */
  window: number;
}

export const SEARCH_BOUNDS: SearchBounds = { exactTotalUpTo: EXACT_TOTAL_UP_TO, rankedCandidates: 300, window: 20_000 };

const LISTING_COLUMNS = sql`l.id, l.vehicle_id, l.price, l.zip_code, l.status, l.created_at, l.mileage, l.vehicle_package_id, l.latitude, l.longitude`;
const NEWEST = sql`l.created_at DESC, l.id DESC`;

/** Orders an index gives, which a window of the first listings can be read along. */
const WINDOWED_ORDERS: SearchOrder[] = ["relevance", "newest", "oldest", "price_low", "price_high", "mileage_low", "mileage_high"];

/**
 * The listings matching the keyword and the other filters, in `order`: among the first
 * `bounds.window` listings in that order when `window` is set (an early-stopping walk of the
 * order's index, which finds them all when they are common enough), else among all listings
 * (whichever way the planner finds cheapest, the text index for a rare keyword).
 */
function matchesIn(order: Prisma.Sql, filters: Prisma.Sql[], keyword: Prisma.Sql, bounds: SearchBounds, window: boolean) {
  const columns = sql`${LISTING_COLUMNS}, l.search_document`;
  return window
    ? sql`(SELECT ${columns} FROM listings l WHERE ${allOf(filters)} ORDER BY ${order} LIMIT ${bounds.window}) l WHERE ${matching(keyword)}`
    : sql`listings l WHERE ${allOf([...filters, matching(keyword)])}`;
}

/** Where a keyword's ranked candidates come from: its newest matches. */
function newestMatches(filters: Prisma.Sql[], keyword: Prisma.Sql, bounds: SearchBounds, window: boolean) {
  return sql`SELECT ${LISTING_COLUMNS}, l.search_document FROM ${matchesIn(NEWEST, filters, keyword, bounds, window)} ORDER BY ${NEWEST} LIMIT ${bounds.rankedCandidates}`;
}

/**
 * Which listings fill the page, from the listings table alone. Relevance ranks only a keyword's
 * newest matches (a common word matches a tenth of the market, and ranking all of them costs
 * a scan of all of them); the matches past those follow, newest first, so every match keeps
 * exactly one place in the order. Any other order is read along an index that gives it, and
 * stops at the page.
 */
function chosenListings(f: SearchFilters, filters: Prisma.Sql[], order: SearchOrder, origin: Origin | null, keyword: Prisma.Sql | null, bounds: SearchBounds, window: boolean) {
  const offset = (f.page - 1) * f.limit;
  const where = allOf(keyword ? [...filters, matching(keyword)] : filters);
  if (order === "relevance" && keyword) {
    const ranked = bounds.rankedCandidates;
    const parts: Prisma.Sql[] = [];
    if (offset < ranked) {
      // How many candidates there were travels with each row: too few from the window means looking everywhere.
      parts.push(sql`(SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, ts_rank_cd(l.search_document, ${keyword}) AS rank, 0 AS part, count(*) OVER ()::int AS candidates
          FROM (${newestMatches(filters, keyword, bounds, window)}) l
         ORDER BY rank DESC, ${NEWEST}
         LIMIT ${Math.min(f.limit, ranked - offset)} OFFSET ${offset})`);
    }
    if (offset + f.limit > ranked) {
      const from = Math.max(offset, ranked);
      parts.push(sql`(SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, NULL::float4 AS rank, 1 AS part, NULL::int AS candidates
          FROM listings l WHERE ${where} ORDER BY ${NEWEST}
         LIMIT ${offset + f.limit - from} OFFSET ${from})`);
    }
    return join(parts, " UNION ALL ");
  }
  if (window && keyword) {
    const inner = ordering(order, origin, true);
    return sql`SELECT ${LISTING_COLUMNS}, NULL::float8 AS distance, NULL::float4 AS rank, 0 AS part, NULL::int AS candidates
        FROM ${matchesIn(inner, filters, keyword, bounds, true)}
       ORDER BY ${inner}
       LIMIT ${f.limit} OFFSET ${offset}`;
  }
  const nearest = order === "nearest" && origin;
  const distance = nearest ? chordFrom(origin) : sql`NULL::float8`;
  // The location index holds located listings only (every listing is: its zip code has a point).
  const located = nearest ? sql` AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL` : Prisma.empty;
  return sql`SELECT ${LISTING_COLUMNS}, ${distance} AS distance, NULL::float4 AS rank, 0 AS part, NULL::int AS candidates
      FROM listings l
     WHERE ${where}${located}
     ORDER BY ${ordering(order, origin, true)}
     LIMIT ${f.limit} OFFSET ${offset}`;
}

/** How far the count goes: to the bound, or past the requested page so the next one is known to exist. */
export const countCap = (f: SearchFilters, bounds: SearchBounds) => Math.max(bounds.exactTotalUpTo, f.page * f.limit) + 1;

/**
 * The statements a search runs: one page of rows and the (bounded) count; for a keyword of
 * several words, first the page as read from a window of the first listings in its order.
 */
export function buildSearchQueries(f: SearchFilters, { origin, within, prefixes }: SearchScope, bounds: SearchBounds = SEARCH_BOUNDS) {
  const filters = filterConditions(f, within);
  const keyword = keywordQuery(f.keyword, prefixes);
  const order = searchOrder(f);
  // The chosen listings are joined to what the cards show, in the same order.
  const page = (window: boolean) => sql`
      SELECT v.id, l.id AS listing_id, v.user_id, v.vehicle_model_id, t.slug AS type, mk.name AS make, md.name AS model,
             v.year, l.price::text AS price, v.mileage, l.zip_code, v.description, c.slug AS condition, v.images,
             p.slug AS package, l.status::text AS status, l.created_at, l.latitude, l.longitude, l.candidates
        FROM (${chosenListings(f, filters, order, origin, keyword, bounds, window)}) l
        JOIN vehicles v ON v.id = l.vehicle_id
        JOIN vehicle_types t ON t.id = v.vehicle_type_id
        JOIN vehicle_makes mk ON mk.id = v.vehicle_make_id
        JOIN vehicle_models md ON md.id = v.vehicle_model_id
        JOIN vehicle_conditions c ON c.id = v.vehicle_condition_id
        JOIN vehicle_packages p ON p.id = l.vehicle_package_id
       ORDER BY ${ordering(order, origin, false)}`;
  // The planner judges one word's share of the market from its statistics, and walks the order's
  // index or reads the text index accordingly. Several words it takes for independent when they
  // are not ("garage kept"), and reads the text index for a fiftieth of the market; for those, a
  // window of the first listings in the page's order is looked through first.
  const fitsWindow =
    order === "relevance" ? (f.page - 1) * f.limit < bounds.rankedCandidates && bounds.rankedCandidates <= bounds.window : f.page * f.limit <= bounds.window;
  const windowed = keyword !== null && keywordWords(f.keyword).length > 1 && WINDOWED_ORDERS.includes(order) && fitsWindow;
  const where = allOf(keyword ? [...filters, matching(keyword)] : filters);
  return {
    page: page(false),
    windowPage: windowed ? page(true) : null,
    /** Whether the window held everything the page needs: all the ranked candidates, or a full page. */
    windowFilled: (rows: Pick<Row, "candidates">[]) =>
      order === "relevance" ? (rows[0]?.candidates ?? 0) >= bounds.rankedCandidates : rows.length === f.limit,
    count: countsAnswer(f)
      ? sql`SELECT coalesce(sum(l.count), 0)::int AS total FROM listing_counts l
             WHERE ${f.includeSoldListings ? sql`TRUE` : sql`l.status IN ('active', 'pending')`}
             ${f.type ? sql`AND l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty}
             ${f.typeId ? sql`AND l.vehicle_type_id = ${f.typeId}` : Prisma.empty}`
      : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${countCap(f, bounds)}) matched`,
    /** Whether the count may have stopped at its cap (the kept counts never do). */
    capped: !countsAnswer(f),
  };
}

/** The page's rows: from the window when it held the page, else from all listings. */
async function pageRows(queries: ReturnType<typeof buildSearchQueries>): Promise<Row[]> {
  if (queries.windowPage) {
    const rows = await prisma.$queryRaw<Row[]>(queries.windowPage);
    if (queries.windowFilled(rows)) return rows;
  }
  return prisma.$queryRaw<Row[]>(queries.page);
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
  const [rows, counted] = await Promise.all([
    pageRows(queries),
    rememberedCount(countKey, env().SEARCH_COUNT_CACHE_SECONDS * 1000, async () => (await prisma.$queryRaw<{ total: number }[]>(queries.count))[0]?.total ?? 0),
  ]);
  const cap = countCap(f, bounds);
  const totalExact = !queries.capped || counted < cap;

  return {
    total: totalExact ? counted : cap - 1,
    totalExact,
    vehicles: rows.map((r) => ({
      id: r.id,
      listingId: r.listing_id,
      userId: r.user_id,
      vehicleModelId: r.vehicle_model_id,
      type: r.type,
      make: r.make,
      model: r.model,
      year: r.year,
      price: Number(r.price).toFixed(2),
      mileage: r.mileage,
      zipCode: r.zip_code,
      description: r.description,
      condition: r.condition,
      images: r.images,
      package: r.package,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      ...(origin && r.latitude !== null && r.longitude !== null ? { distance: milesBetween(origin.latitude, origin.longitude, r.latitude, r.longitude) } : {}),
    })),
  };
}
