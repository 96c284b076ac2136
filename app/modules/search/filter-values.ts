// The values, limits and page arithmetic of search filters, without the schema: the /buy page's
// browser code uses these, and the schema's validation library stays on the server.
import { formatNumber } from "~/shared/format";
import { SORT_CHOICES, valuesOf } from "./choices";

export const PAGE_SIZE = 32;
export const MAX_LIMIT = 100;
export const MAX_PAGE = 1000;
/**
 * How deep pages reach: a page is read after skipping every result before it, so the work of
 * one request grows with page × limit. Past this many results, narrowing the search is the way on.
 */
export const MAX_RESULT_WINDOW = 10_000;
/** Totals are counted exactly up to this many matches; past it a search says "1,000+ results". */
export const EXACT_TOTAL_UP_TO = 1000;
export const SORT_VALUES = valuesOf(SORT_CHOICES);

export const INVALID_ZIP_MESSAGE = "Please enter a valid zip code";

/** The last page a search can reach with this many results per page. */
const lastReachablePage = (limit: number) => Math.max(1, Math.floor(MAX_RESULT_WINDOW / limit));

/**
 * The last page of a search's results that is known to exist (page 1 when there are none). When
 * the total is a lower bound, more than `total` listings match, so the page holding the next one exists.
 */
export const lastPageOf = (total: number, limit: number, totalExact = true) =>
  Math.max(1, Math.min(Math.ceil((totalExact ? total : total + 1) / limit), lastReachablePage(limit)));

/** "1,234" or, when more match than were counted, "1,000+". */
export const totalText = (total: number, totalExact: boolean) => `${formatNumber(total)}${totalExact ? "" : "+"}`;

/**
 * The line above a page of results: "Showing 1 result", "Showing 21 of 21 results",
 * "Showing 1–20 of 2,194 results" (or "of 1,000+ results" when the total is a lower bound).
 */
export function resultRangeText(first: number, last: number, total: number, totalExact = true): string {
  if (total === 1 && totalExact) return "Showing 1 result";
  const shown = first === last ? formatNumber(first) : `${formatNumber(first)}–${formatNumber(last)}`;
  return `Showing ${shown} of ${totalText(total, totalExact)} results`;
}

const FIELDS_WITH_MESSAGES = ["keyword", "zipCode", "yearMin", "yearMax", "priceMin", "priceMax", "mileageMin", "mileageMax", "deal"];
const SPEC_FIELDS_WITH_MESSAGES = ["length", "engineSize"];

/**
 * The message a search page shows above its results: the first refused filter that the filter
 * form has no place for. The others are shown once, next to their field.
 */
export function messageAboveResults(fieldErrors: Record<string, string>, specFieldsShown: string[]): string | null {
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (FIELDS_WITH_MESSAGES.includes(field)) continue;
    if (SPEC_FIELDS_WITH_MESSAGES.includes(field) && specFieldsShown.includes(field)) continue;
    return message;
  }
  return null;
}

export function resultWindowMessage(limit: number) {
  return `Only the first ${formatNumber(MAX_RESULT_WINDOW)} results can be paged through: with ${limit} per page, the last page is ${formatNumber(lastReachablePage(limit))}. Narrow your search to see more.`;
}

export type SortValue = (typeof SORT_VALUES)[number];
export type SearchOrder = SortValue | "relevance" | "recommended";

/**
 * The order when none is chosen: nearest first from a zip code, best match for a keyword, else
 * recommended (listings with priority placement first, newest first within each placement).
 */
export function defaultOrder(f: { zipCode?: string; keyword?: string }): SearchOrder {
  if (f.zipCode) return "nearest";
  if (f.keyword) return "relevance";
  return "recommended";
}

/** The order a search uses: the chosen sort, else the default for its filters. */
export const searchOrder = (f: { sortBy?: SortValue; zipCode?: string; keyword?: string }): SearchOrder => f.sortBy ?? defaultOrder(f);
