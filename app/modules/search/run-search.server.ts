// The one way a search is run for a caller: /buy, the landing pages and the search API. The
// query is parsed (filters.ts) and resolved (resolve.server.ts) once; refused filters come back
// as a value, refusals of the search itself (its budget, its ceiling) are thrown as AppErrors
// for the edge to answer.
import { parseSearchParams, type RefusedFilters, type SearchFilters } from "./filters";
import { resolveFilters, type SearchScope } from "./resolve.server";
import { searchListings, type SearchResult } from "./search.server";
import { withinSearchBudget, type HeldTurn } from "./search-budget.server";
import { SEARCH_BOUNDS } from "./plan";
import { searchKey, sharedSearch } from "./shared-results.server";

/** Who asks: their request (its client address pays for expensive searches) and the turn its route's middleware took. */
export interface SearchCaller {
  request: Request;
  turn: HeldTurn | null;
  /** The caller has just written: its search runs afresh, never answered from the shared results. */
  fresh?: boolean;
}

export type SearchRun = { ok: true; filters: SearchFilters; result: SearchResult } | RefusedFilters;

/**
 * Runs the search a URL's query describes, within the page's scope when it has one. Throws a "search-refused" AppError (429 over the
 * address's budget, 503 when the ceiling is full, each with retryAfterSeconds).
 */
export async function runSearch(query: URLSearchParams, caller: SearchCaller, scope?: SearchScope): Promise<SearchRun> {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) return parsed;
  const { filters } = parsed;
  // The zip code is looked up in the search's turn, as every statement of the search is.
  // The same search's answer is shared by everyone asking within a few seconds (decision 62).
  const run = () =>
    sharedSearch(searchKey(filters, scope), caller.fresh === true, async (): Promise<SearchRun> => {
      const resolved = await resolveFilters(filters, undefined, scope);
      if (!resolved.ok) return resolved;
      return { ok: true, filters, result: await searchListings(resolved.search, SEARCH_BOUNDS) };
    });
  return withinSearchBudget(caller.request, filters, run, caller.turn);
}
