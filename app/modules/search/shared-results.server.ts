// A search's answer shared by everyone who asks for the same search within a few seconds
// (SEARCH_RESULTS_CACHE_SECONDS), signed in or not: the page of results and its total are the
// same for every visitor, and a page's per-user parts are read apart from them. Concurrent askers
// of one search share one run. A caller that has just written (the recent-write cookie) asks
// fresh, so a seller sees their own change at once; everyone else within the seconds set.
// Bounded in bytes (SEARCH_RESULTS_CACHE_MB), least recently used first out (decision 62).
import { keptStore, type KeptBriefly } from "~/utils/kept-briefly.server";
import { registerCache } from "~/utils/cache-usage.server";
import { env } from "~/utils/env.server";
import type { SearchFilters } from "./filters";
import type { SearchScope } from "./resolve.server";

let kept: KeptBriefly<unknown> | undefined;

function sharedResults<V>(): KeptBriefly<V> {
  if (!kept) {
    const store = keptStore(env().SEARCH_RESULTS_CACHE_MB * 2 ** 20);
    registerCache("search-results", store.usage);
    kept = store.kind("search-results");
  }
  return kept as KeptBriefly<V>;
}

/** The same key for the same search however its URL was written: its parsed filters, in a fixed order, and its scope. */
export function searchKey(filters: SearchFilters, scope?: SearchScope): string {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined && value !== "");
  set.sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([set, scope?.dealershipId ?? null]);
}

/** The search's answer, shared for SEARCH_RESULTS_CACHE_SECONDS, or run afresh when `fresh` (or the sharing is off). */
export function sharedSearch<V>(key: string, fresh: boolean, run: () => Promise<V>): Promise<V> {
  const seconds = env().SEARCH_RESULTS_CACHE_SECONDS;
  if (fresh || seconds <= 0) return run();
  return sharedResults<V>()(key, seconds * 1000, run);
}
