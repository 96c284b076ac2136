import { useEffect, useRef } from "react";
import { CompareLink } from "~/components/compare/compare-link";
import { Link, useLocation, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { FilterPanel, SEARCH_FORM_ID } from "~/components/search/filter-panel";
import { isSubmittedSearch } from "~/components/search/submitted-search";
import { useHydrated } from "~/components/listing-form/use-hydrated";
import { Pagination, hrefFor } from "~/components/search/pagination";
import { sortChoicesFor } from "~/components/search/filter-options";
import { SaveSearchPanel } from "~/components/search/save-search-panel";
import { FilterChips } from "~/components/search/filter-chips";
import { VehicleCard, VehicleCardSkeleton } from "~/components/vehicle-card";
import { inputClass } from "~/components/ui/field";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { lastPageOf, resultRangeText } from "~/modules/search/filter-values";
import { hasActiveFilters, type FilterChip } from "~/modules/search/active-filters";
import { formatNumber } from "~/shared/format";
import { NearbySearches, SpellingNoticeLine } from "~/components/search/search-notices";
import type { SpellingNotice } from "~/modules/search/understanding/understand.server";
import type { NearbySearch } from "~/modules/search/nearest-searches.server";

// The /buy page: the filters beside (on a phone, behind) the results, with the active filters
// as chips, the sort list, and the page's results or why there are none.

// A result card's width: beside the filters (16rem, 18rem from 1024 px) from 768 px, four columns from 1280 px.
const RESULT_CARD_SIZES =
  "(min-width: 1280px) 214px, (min-width: 1024px) calc(50vw - 188px), (min-width: 768px) calc(50vw - 172px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

type Option = { id: number; name: string };

export interface BuyPageProps {
  types: (Option & { slug: string })[];
  makes: Option[];
  models: Option[];
  result: { vehicles: VehicleCardData[]; total: number; totalExact: boolean } | null;
  page: number;
  limit: number;
  error: string | null;
  fieldErrors: Record<string, string>;
  search: string;
  pastLastPage: boolean;
  chips: FilterChip[];
  saveName: string | null;
  /** The reply to a refused "Save this search". */
  saveSearchReply?: SubmissionResult<string[]> | null;
  /** What the results are for when typed words were corrected. */
  spelling?: SpellingNotice | null;
  /** For a search with no results, the nearest ones with some. */
  nearby?: NearbySearch[];
}

export function BuyPage({ types, makes, models, result, page, limit, error, fieldErrors, search, pastLastPage, chips, saveName, saveSearchReply, spelling = null, nearby = [] }: BuyPageProps) {
  const params = new URLSearchParams(search);
  const { shown: shownSort, choices: sortChoices } = sortChoicesFor(params);
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const range = useRef<HTMLParagraphElement>(null);
  // After "Search Vehicles" the count of results takes the focus, so a screen reader says it.
  useEffect(() => {
    if (isSubmittedSearch(location)) range.current?.focus();
  }, [location.key]);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/buy";
  // Pages past the result window are refused, so the pagination never offers them.
  const totalPages = result ? lastPageOf(result.total, limit, result.totalExact) : 0;
  const from = result && result.total ? (page - 1) * limit + 1 : 0;
  const to = result ? Math.min(page * limit, result.total) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Buy a Vehicle</h1>
      {/* Below 768 px the results come first; the filters open as a full-height sheet through the
          #filters anchor (CSS :target), so the button works before and without JavaScript. */}
      <div className="sticky top-16 z-20 -mx-4 mt-4 border-b border-slate-200 bg-white px-4 py-2 md:hidden">
        <a href="#filters" data-testid="filters-button"
          className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          Filters ({chips.length})
        </a>
      </div>
      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
        {/* A client-side navigation does not move :target, so once hydrated the address's hash says whether the sheet is open. */}
        <aside id="filters" aria-label="Filters" data-closed={hydrated && location.hash !== "#filters" ? "" : undefined}
          className="max-md:fixed max-md:inset-0 max-md:z-50 max-md:hidden max-md:overflow-y-auto max-md:bg-white max-md:p-4 max-md:target:block max-md:data-closed:hidden!">
          <a href="#results" className="mb-3 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden">
            Show results
          </a>
          <FilterPanel params={params} types={types} makes={makes} models={models} fieldErrors={fieldErrors} showClear={hasActiveFilters(params)} />
        </aside>
        <section id="results" aria-labelledby="results-heading" aria-busy={loading || undefined} className="min-w-0 scroll-mt-32">
          <h2 id="results-heading" className="sr-only">Results</h2>
          <SaveSearchPanel search={search} defaultName={saveName} lastResult={saveSearchReply} />
          <SpellingNoticeLine notice={spelling} path="/buy" />
          <FilterChips chips={chips} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p ref={range} tabIndex={-1} className="text-sm text-slate-600 focus:outline-none" data-testid="result-range" aria-live="polite">
              {result && result.total > 0 && !pastLastPage ? resultRangeText(from, to, result.total, result.totalExact) : "\u00a0"}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor="sortBy" className="whitespace-nowrap text-sm font-medium text-slate-700">Sort By</label>
              <select
                id="sortBy"
                name="sortBy"
                form={SEARCH_FORM_ID}
                defaultValue={shownSort}
                key={`${shownSort}:${sortChoices[0]!.label}`}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
                className={`${inputClass} w-auto`}
              >
                {sortChoices.map((s) => (
                  <option key={s.value} value={s.value}>{s.label}</option>
                ))}
              </select>
              {/* Without JavaScript a changed sort needs a press to apply, with the current filters. */}
              <noscript>
                <button type="submit" form={SEARCH_FORM_ID}
                  className="min-h-10 whitespace-nowrap rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">Apply sort</button>
              </noscript>
            </div>
          </div>

          <CompareLink className="mt-4" />
          {loading ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-testid="results-loading">
              {Array.from({ length: 8 }, (_, i) => <VehicleCardSkeleton key={i} />)}
            </div>
          ) : error ? (
            <p className="mt-10 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800" role="alert">{error}</p>
          ) : result && pastLastPage ? (
            <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center" data-testid="past-last-page">
              <h3 className="text-lg font-semibold">Page Not Found</h3>
              <p className="mt-2 text-slate-600">
                {result.total === 0
                  ? "This search has no results."
                  : `This search has ${formatNumber(totalPages)} ${totalPages === 1 ? "page" : "pages"} of results.`}
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <Link to={`/buy${hrefFor(params, 1)}`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                  Go to page 1
                </Link>
                {totalPages > 1 ? (
                  <Link to={`/buy${hrefFor(params, totalPages)}`} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
                    Go to the last page ({formatNumber(totalPages)})
                  </Link>
                ) : null}
              </div>
            </div>
          ) : result && result.total === 0 ? (
            <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center" data-testid="empty-results">
              <h3 className="text-lg font-semibold">No vehicles found</h3>
              <p className="mt-2 text-slate-600">Try adjusting your search filters or browse all vehicles.</p>
              <Link to="/buy?sortBy=newest" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                Clear Filters
              </Link>
              <NearbySearches searches={nearby} />
            </div>
          ) : result ? (
            <>
              <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-testid="results">
                {result.vehicles.map((vehicle, i) => (
                  <VehicleCard key={vehicle.id} vehicle={vehicle} sizes={RESULT_CARD_SIZES} priority={i < 2} />
                ))}
              </div>
              <Pagination page={page} totalPages={totalPages} search={params} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
