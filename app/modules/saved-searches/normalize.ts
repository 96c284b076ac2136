// A saved search is the /buy query string, normalized: parsed by the same schema as /buy, with
// paging, defaults and a sort that equals the default order dropped, and keys sorted. Generic
// over the parsed filter object, so a filter added to the schema is carried along unchanged.
import { parseSearchParams, searchOrder, type RefusedFilters, type SearchFilters } from "~/modules/search/filters";

/** Parameters that say which part of the results to show, not which listings match. */
const NOT_THE_SEARCH = new Set(["page", "limit"]);

export type NormalizedSearch = { ok: true; query: string; filters: SearchFilters } | RefusedFilters;

let defaults: Record<string, unknown> | null = null;
/** What each filter is when the URL does not set it (e.g. includeSoldListings false). */
function filterDefaults(): Record<string, unknown> {
  if (defaults) return defaults;
  const parsed = parseSearchParams(new URLSearchParams());
  if (!parsed.ok) throw new Error("the empty search must parse");
  defaults = parsed.filters as Record<string, unknown>;
  return defaults;
}

const asParam = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** Accepts a query string with or without "?", or a /buy URL's search part. */
export function normalizeSearchQuery(query: string): NormalizedSearch {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return parsed;
  const f = parsed.filters;
  const base = filterDefaults();
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(f)) {
    if (NOT_THE_SEARCH.has(key) || value === undefined || value === null || value === "") continue;
    if (key in base && base[key] === value) continue;
    // A sort that is what the search would use anyway says nothing.
    if (key === "sortBy" && searchOrder({ ...f, sortBy: undefined }) === value) continue;
    entries.push([key, asParam(value)]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normalized = new URLSearchParams(entries).toString();
  // The stored query must read back as the same filters (page and limit at their defaults).
  const reparsed = parseSearchParams(new URLSearchParams(normalized));
  return { ok: true, query: normalized, filters: reparsed.ok ? reparsed.filters : f };
}

/** The /buy link that runs a normalized search. */
export const buyPathOf = (query: string) => (query ? `/buy?${query}` : "/buy");
