// A storefront page's data (issue 35): the dealership, its week of opening hours, and its
// inventory searched with /buy's filters, scoped to it (the search module shows only the
// market's statuses, so a held or unpublished unit never appears).
import { runSearch, type SearchCaller } from "~/modules/search/run-search.server";
import { filterListsFor, type FilterLists } from "~/modules/search/filter-lists.server";
import { activeFilterChips, type FilterChip } from "~/modules/search/active-filters";
import { PAGE_SIZE, lastPageOf, type RefusedFilters } from "~/modules/search/filters";
import { cardFieldsOf } from "~/modules/public-listings/vehicle-summary.server";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { storefrontBySlug, type Storefront } from "./storefront.server";
import { weekOf, weekdayAt, type WeekDay } from "./opening-hours";
import { storefrontPath } from "~/modules/dealers/storefront-path";
import { spellingNotice, understoodSearch, type SpellingNotice } from "~/modules/search/understanding/understand.server";
import { nearestSearches, type NearbySearch } from "~/modules/search/nearest-searches.server";

export interface StorefrontPage {
  dealer: Storefront;
  week: WeekDay[];
  lists: Exclude<FilterLists, { redirectTo: string }>;
  chips: FilterChip[];
  search: string;
  page: number;
  limit: number;
  pastLastPage: boolean;
  result: { vehicles: VehicleCardData[]; total: number; totalExact: boolean } | null;
  refused: RefusedFilters | null;
  spelling: SpellingNotice | null;
  nearby: NearbySearch[];
}

export type StorefrontAnswer = { kind: "not-found" } | { kind: "redirect"; to: string } | { kind: "page"; page: StorefrontPage };

export async function storefrontPage(slug: string, url: URL, caller: SearchCaller, now = new Date()): Promise<StorefrontAnswer> {
  const dealer = await storefrontBySlug(slug);
  if (!dealer) return { kind: "not-found" };
  const path = storefrontPath(dealer.slug);
  const params = url.searchParams;
  const understood = await understoodSearch(params);
  if (understood) return { kind: "redirect", to: understood.size ? `${path}?${understood}` : path };
  const [lists, spelling] = await Promise.all([filterListsFor(params, path), spellingNotice(params)]);
  if ("redirectTo" in lists) return { kind: "redirect", to: lists.redirectTo };
  const base = {
    dealer, week: weekOf(dealer.hours, weekdayAt(dealer.longitude, now)), lists, chips: activeFilterChips(params, path),
    search: url.search, page: 1, limit: PAGE_SIZE, pastLastPage: false, result: null, refused: null, spelling, nearby: [] as NearbySearch[],
  };
  const run = await runSearch(params, caller, { dealershipId: dealer.id });
  if (!run.ok) return { kind: "page", page: { ...base, refused: run } };
  const { filters, result } = run;
  return {
    kind: "page",
    page: {
      ...base,
      page: filters.page,
      limit: filters.limit,
      pastLastPage: filters.page > lastPageOf(result.total, filters.limit, result.totalExact),
      result: { ...result, vehicles: result.vehicles.map(cardFieldsOf) },
      nearby: result.total === 0 ? await nearestSearches(params, path, caller, { dealershipId: dealer.id }) : [],
    },
  };
}
