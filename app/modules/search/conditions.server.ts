// The search's SQL fragments, as pure functions of resolved filters: the WHERE conditions a page
// of results and its count share, and the orders a page is read in. Nothing here reads the
// database or decides how a statement finds its rows (plan.ts does).
import { Prisma } from "~/generated/prisma/client";
import { searchOrder, type SearchOrder } from "./filters";
import { keywordGroups, type KeywordTerm } from "./keyword";
import { isPrefixWord, lexemeAlternatives, type PrefixLexemes } from "./keyword-prefixes.server";
import { identifierCondition, identifierSearchedBy } from "./identifier-keyword";
import type { Origin, ResolvedFilters } from "./resolve.server";
import type { RangeColumn } from "./range-shares.server";
import { searchedStatuses } from "~/modules/listings/status";

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
export function keywordQuery(keyword: string | undefined, prefixes: PrefixLexemes): Prisma.Sql | null {
  // A VIN or HIN is looked up as such (its condition is in searchConditions), not as words.
  if (!keyword || identifierSearchedBy(keyword)) return null;
  const groups = keywordGroups(keyword);
  if (!groups.length) return null;
  return join(groups.map((terms) => sql`(${join(terms.map((t) => termQuery(t, prefixes)), " && ")})`), " || ");
}

/**
 * The WHERE conditions shared by the page of results and its count, in two parts. `aligned`
 * are read in order by the index of the page's order (the status and type in front of each, a
 * range of the sorted column itself); `rest` are every other filter, the keyword's match included.
 */
export interface Conditions {
  aligned: Prisma.Sql[];
  rest: Prisma.Sql[];
  /** Whether the order's index carries every column `rest` reads, so a walk along it reads no listing's row to reject it (decision 60). */
  restCovered: boolean;
  /** How many filters narrow the search beside its status and keyword. */
  filtersBesideKeyword: number;
}

/** The orders whose indexes include the columns of the common filters (migrations sort_indexes_cover_filters and sort_indexes_carry_zip_code). */
const COVERING_ORDERS: SearchOrder[] = ["price_low", "price_high", "mileage_low", "mileage_high"];

/**
 * The statuses a search shows, named (searchedStatuses): the market's, and sold where a search
 * includes sold listings; never a held or expired listing. The market's are written as the
 * partial indexes' own predicate (every one is built on it). With sold, no index has the status in
 * front: compared as text, so no index with the status second (a seller's own lists) is read for it.
 */
export const statusCondition = (includeSold: boolean) => {
  const names = Prisma.raw(searchedStatuses(includeSold).map((s) => `'${s}'`).join(", "));
  return includeSold ? sql`l.status::text IN (${names})` : sql`l.status IN (${names})`;
};

/** `onRows`: range filters written so that no index reads them, checked on the rows other conditions find (decision 61). */
export function searchConditions(
  { filters: f, origin, within, dealershipId, typeId, makeIds }: ResolvedFilters,
  order: SearchOrder,
  keyword: Prisma.Sql | null,
  onRows: RangeColumn[] = [],
): Conditions {
  // Sold included is served by the unconditioned indexes, skipping the rows of other statuses.
  const aligned: Prisma.Sql[] = [statusCondition(f.includeSoldListings)];
  const rest: Prisma.Sql[] = [];
  // Conditions on columns the covering indexes do not carry (the keyword's document, the specs, places).
  const uncovered = new Set<Prisma.Sql>();
  const outside = (condition: Prisma.Sql) => {
    uncovered.add(condition);
    return condition;
  };
  // The location index has no type in front of it; every other order's index has.
  const types = order === "nearest" ? rest : aligned;
  // A known type as its id (resolveFilters): from a subquery's answer the planner would guess an
  // average type's share and walk the market's newest index past every other type's listings.
  // Without a keyword the type is compared as a bigint: the btree indexes' operator family
  // compares an integer column with a bigint, the keyword's GIN index (whose int4 class holds
  // int4 operators only) does not, so the planner never reads that index for a type alone, a
  // bitmap of the whole type that it costs as cheap (decision 65).
  const typeIs = (id: number) => (keyword ? sql`l.vehicle_type_id = ${id}` : sql`l.vehicle_type_id = ${id}::bigint`);
  // A make of the type implies it. Nearest first, where no index of the order has the type in
  // front, it is checked on the rows the make finds: the planner, which costs ANDed bitmaps as
  // independent, would otherwise add a bitmap of the whole type that rejects nothing. In any other
  // order the type leads the index its walk reads (decision 65).
  const typeImplied = !keyword && order === "nearest" && typeId !== undefined && makeIds !== undefined && makeIds.length > 0;
  if (f.type) types.push(typeId === undefined ? sql`l.vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : typeImplied ? sql`(l.vehicle_type_id + 0) = ${typeId}` : typeIs(typeId));
  if (f.typeId) types.push(typeIs(f.typeId));
  if (f.make && makeIds) rest.push(makeIds.length ? sql`l.vehicle_make_id IN (${join(makeIds)})` : sql`FALSE`);
  else if (f.make) {
    rest.push(sql`l.vehicle_make_id IN (SELECT id FROM vehicle_makes WHERE lower(name) = lower(${f.make})
      ${f.type ? sql`AND vehicle_type_id = (SELECT id FROM vehicle_types WHERE slug = ${f.type})` : Prisma.empty})`);
  }
  if (f.makeId) rest.push(sql`l.vehicle_make_id = ${f.makeId}`);
  if (f.model) {
    rest.push(sql`l.vehicle_model_id IN (SELECT md.id FROM vehicle_models md JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id
      WHERE lower(md.name) = lower(${f.model}) ${f.make ? sql`AND lower(mk.name) = lower(${f.make})` : Prisma.empty})`);
  }
  if (f.modelId) rest.push(sql`l.vehicle_model_id = ${f.modelId}`);
  if (f.subtype) {
    rest.push(sql`l.vehicle_model_id IN (SELECT md.id FROM vehicle_models md JOIN vehicle_subtypes st ON st.id = md.subtype_id WHERE st.slug = ${f.subtype})`);
  }
  if (keyword) rest.push(outside(sql`l.search_document @@ (${keyword})`));
  const identifier = identifierSearchedBy(f.keyword);
  if (identifier) rest.push(outside(identifierCondition(identifier)));
  const column = (name: RangeColumn, inOrder: boolean) => Prisma.raw(!inOrder && onRows.includes(name) ? `(l.${name} + 0)` : `l.${name}`);
  const year = column("year", false);
  if (f.yearMin !== undefined) rest.push(sql`${year} >= ${f.yearMin}`);
  if (f.yearMax !== undefined) rest.push(sql`${year} <= ${f.yearMax}`);
  const pricesInOrder = order === "price_low" || order === "price_high";
  const prices = pricesInOrder ? aligned : rest;
  const price = column("price", pricesInOrder);
  if (f.priceMin !== undefined) prices.push(sql`${price} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) prices.push(sql`${price} <= ${f.priceMax}`);
  const mileagesInOrder = order === "mileage_low" || order === "mileage_high";
  const mileages = mileagesInOrder ? aligned : rest;
  const mileage = column("mileage", mileagesInOrder);
  if (f.mileageMin !== undefined) mileages.push(sql`${mileage} >= ${f.mileageMin}`);
  if (f.mileageMax !== undefined) mileages.push(sql`${mileage} <= ${f.mileageMax}`);
  if (f.condition) rest.push(outside(sql`l.vehicle_condition_id = (SELECT id FROM vehicle_conditions WHERE slug = ${f.condition})`));
  if (f.length !== undefined) rest.push(outside(sql`l.length >= ${f.length}`));
  if (f.engineSize !== undefined) rest.push(outside(sql`l.engine_size >= ${f.engineSize}`));
  if (f.fuelType) rest.push(outside(sql`l.fuel_type = ${f.fuelType}`));
  if (f.boatType) rest.push(outside(sql`l.boat_type = ${f.boatType}`));
  if (f.hullMaterial) rest.push(outside(sql`l.hull_material = ${f.hullMaterial}`));
  if (f.transmission) rest.push(outside(sql`l.transmission = ${f.transmission}`));
  if (f.driveType) rest.push(outside(sql`l.drive_type = ${f.driveType}`));
  // A rating and every better one: a range of the rating that leads the best-deals order's index.
  if (f.deal) (order === "best_deal" ? aligned : rest).push(sql`l.deal_rating <= ${f.deal}::deal_rating`);
  // The state's zip codes (zip_codes_state_idx), each looked up in the listed listings' zip index.
  if (f.state) rest.push(outside(sql`l.zip_code IN (SELECT z.zip_code FROM zip_codes z WHERE z.state = ${f.state})`));
  // A storefront's listings, through the listings' (dealership_id, status) index.
  if (dealershipId !== undefined) rest.push(outside(sql`l.dealership_id = ${dealershipId}`));
  // The price and mileage orders' indexes carry the zip code (decision 66).
  if (within) rest.push(sql`l.zip_code = ANY(string_to_array(${within.zips.join(",")}, ','))`);
  // The location index holds located listings only (every listing is: its zip code has a point).
  const filtersBesideKeyword = aligned.length - 1 + rest.length - (keyword ? 1 : 0);
  if (order === "nearest" && origin) aligned.push(sql`l.latitude IS NOT NULL AND l.longitude IS NOT NULL`);
  return { aligned, rest, filtersBesideKeyword, restCovered: COVERING_ORDERS.includes(order) && !f.includeSoldListings && rest.every((c) => !uncovered.has(c)) };
}

export const allOf = (where: Prisma.Sql[]) => (where.length ? join(where, " AND ") : sql`TRUE`);
export const everyCondition = (c: Conditions) => allOf([...c.aligned, ...c.rest]);

/**
 * Every condition /buy applies for these filters, over listings aliased `l`: lets saved-search
 * alerts and landing summaries test listings with exactly the page's semantics.
 */
export const whereOf = (search: ResolvedFilters) =>
  everyCondition(searchConditions(search, searchOrder(search.filters), keywordQuery(search.filters.keyword, search.prefixes)));

/** Distance from the origin as the location index orders it: the chord through the earth, which grows with the miles. */
export const chordFrom = (origin: Origin) =>
  sql`(ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8))`;

export const NEWEST = sql`l.created_at DESC, l.id DESC`;

/** The columns a page's order reads (beside the id), named as `ordering` reads them. */
export function orderColumns(order: SearchOrder): Prisma.Sql {
  switch (order) {
    case "price_low":
    case "price_high":
      return sql`l.price`;
    case "mileage_low":
    case "mileage_high":
      return sql`l.mileage`;
    case "best_deal":
      return sql`l.deal_rating, l.deal_ratio`;
    case "nearest":
      return sql`l.latitude, l.longitude, l.created_at`;
    case "recommended":
      return sql`l.placement, l.created_at`;
    default:
      return sql`l.created_at`;
  }
}

/**
 * The order of a page's listings. `inner` is read from the listings table (so its indexes can
 * give the order); the outer query repeats it over the chosen rows by their column names.
 */
export function ordering(order: SearchOrder, origin: Origin | null, inner: boolean) {
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
