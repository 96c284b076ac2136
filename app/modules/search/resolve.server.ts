// Filters resolved once, after the schema has parsed them: the zip code looked up (an unknown one
// is a refused filter, returned as a value like the schema's), the zip codes within the radius,
// and what the keyword's prefixes stand for. Everything after this step works from its answer
// and never refuses input.
import { findZipCode } from "~/modules/geo/zip-codes.server";
import { zipsWithin, type ZipsNearby } from "~/modules/geo/zip-index.server";
import { lexemesForPrefixes, type PrefixLexemes } from "./keyword-prefixes.server";
import { listEveryMake, listVehicleTypes } from "~/modules/catalog/lookups.server";
import { hasRangeFilter, rangeShares, rangeStatistics, type RangeShares } from "./range-shares.server";
import { keywordWords } from "./keyword";
import { INVALID_ZIP_MESSAGE, refusedFilter, type RefusedFilters, type SearchFilters } from "./filters";

export type Origin = { latitude: number; longitude: number };

/** A search's filters and what its statements need to know first. */
export interface ResolvedFilters {
  filters: SearchFilters;
  /** Where distances are measured from: the zip code's point. */
  origin: Origin | null;
  /** The zip codes within the radius, when the search has one. */
  within: ZipsNearby | null;
  prefixes: PrefixLexemes;
  /**
   * The type's id, when the filters name a known type: a literal in the statements lets the
   * planner see the type's own share of the market and read its type-led indexes.
   */
  typeId?: number;
  /** The ids of the makes the filters name (of the type, when one is named), for the same reason as `typeId`. */
  makeIds?: number[];
  /** With a keyword: the share of the market each range filter holds, which decides how it is read (decision 61). */
  rangeShares?: RangeShares;
  /** Only this dealership's listings (its storefront); never from the URL. */
  dealershipId?: number;
}

/** What a search is narrowed to by the page that runs it, not by its visitor: a dealership's storefront. */
export interface SearchScope {
  dealershipId: number;
}

export type Resolution = { ok: true; search: ResolvedFilters } | RefusedFilters;

/**
 * Resolves parsed filters. `radiusZips`, when given, stands for the radius's zip list: a caller
 * that tests known listings passes that list (from `zipsWithin`) narrowed to their zip codes,
 * which gives them the same answer.
 */
export async function resolveFilters(f: SearchFilters, radiusZips?: string[], scope?: SearchScope): Promise<Resolution> {
  const [origin, prefixes, types, makes, statistics] = await Promise.all([
    f.zipCode ? findZipCode(f.zipCode) : null,
    lexemesForPrefixes(keywordWords(f.keyword)),
    f.type ? listVehicleTypes() : [],
    f.make ? listEveryMake() : [],
    f.keyword && hasRangeFilter(f) ? rangeStatistics() : null,
  ]);
  if (f.zipCode && !origin) return refusedFilter("zipCode", INVALID_ZIP_MESSAGE);
  // A listing sits at its zip code's point, so "within N miles" is "in these zip codes".
  const within = origin && f.radius ? (radiusZips ? { zips: radiusZips, miles: [] } : await zipsWithin(origin, f.radius)) : null;
  const typeId = types.find((t) => t.slug === f.type)?.id;
  const makeIds = idsOfMakes(f, typeId, makes);
  return {
    ok: true,
    search: {
      filters: f,
      origin,
      within,
      prefixes,
      ...(typeId !== undefined ? { typeId } : {}),
      ...(makeIds ? { makeIds } : {}),
      ...(statistics ? { rangeShares: rangeShares(f, statistics) } : {}),
      ...(scope ? { dealershipId: scope.dealershipId } : {}),
    },
  };
}

/**
 * The makes a make filter names, by name within its type: none is a make the catalog does not
 * know (the search then matches nothing, as its condition would); undefined when the type is
 * named but unknown, which leaves the condition to the database.
 */
function idsOfMakes(f: SearchFilters, typeId: number | undefined, makes: { id: number; name: string; vehicleTypeId: number }[]): number[] | undefined {
  if (!f.make || (f.type && typeId === undefined)) return undefined;
  const name = f.make.toLowerCase();
  return makes.filter((m) => m.name.toLowerCase() === name && (typeId === undefined || m.vehicleTypeId === typeId)).map((m) => m.id);
}
