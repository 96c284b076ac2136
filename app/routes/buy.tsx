import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/buy";
import { FilterPanel, SEARCH_FORM_ID } from "~/components/search/filter-panel";
import { Pagination, hrefFor } from "~/components/search/pagination";
import { sortChoicesFor, specNumberFields } from "~/components/search/filter-options";
import { VehicleCard, VehicleCardSkeleton } from "~/components/vehicle-card";
import type { VehicleCardData } from "~/modules/listings/card-data";
import { inputClass } from "~/components/ui/field";
import { parseSearchParams } from "~/modules/search/filters";
import { lastPageOf, messageAboveResults, totalText } from "~/modules/search/filter-values";
import { activeFilterChips, hasActiveFilters } from "~/modules/search/active-filters";
import { searchListings, type SearchResult } from "~/modules/search/search.server";
import { cardFieldsOf } from "~/modules/listings/vehicle-summary.server";
import { withinSearchBudget } from "~/modules/search/search-budget.server";
import { listAvailableMakes, listAvailableModels, listVehicleTypes } from "~/modules/catalog/lookups.server";
import { isVehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { cleanText } from "~/utils/text";
import { formatNumber } from "~/shared/format";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { isAppError } from "~/utils/app-error";
import { SaveSearchPanel } from "~/components/search/save-search-panel";
import { saveSearchFromBuy } from "~/edge/saved-search-forms.server";
import { savedSearchDefaults } from "~/modules/saved-searches/defaults";
import { NOINDEX_FOLLOW, buyPageIndexing, indexingMeta } from "~/modules/seo/canonical";
import { appOrigin } from "~/modules/mail/origin.server";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchTurnContext, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

const TITLE = "Buy a Vehicle | RideMarket";
const DESCRIPTION = "Search dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sandrails for sale nationwide.";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: TITLE },
  { name: "description", content: DESCRIPTION },
  ...indexingMeta(loaded?.indexing),
  ...previewMeta(originFromMatches(matches), { title: TITLE, description: DESCRIPTION, path: "/buy" }),
];

// A result card's width: beside the filters (16rem, 18rem from 1024 px) from 768 px, four columns from 1280 px.
const RESULT_CARD_SIZES =
  "(min-width: 1280px) 214px, (min-width: 1024px) calc(50vw - 188px), (min-width: 768px) calc(50vw - 172px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";
const LOAD_FAILED = "Failed to load vehicles. Please try again later.";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const rawType = params.get("type") ?? "";
  const type = isVehicleTypeSlug(rawType) ? rawType : undefined;
  const make = cleanText(params.get("make") ?? "").trim() || undefined;

  const [types, makes, models] = await Promise.all([
    listVehicleTypes(),
    type ? listAvailableMakes(type) : Promise.resolve([]),
    make ? listAvailableModels(make, type) : Promise.resolve([]),
  ]);

  // Make and model follow the chosen type and make: a stale choice left over in a
  // submitted form (no JavaScript to clear it) is dropped.
  const model = cleanText(params.get("model") ?? "").trim();
  const staleMake = make && type && !makes.some((m) => m.name.toLowerCase() === make.toLowerCase());
  const staleModel = model && (!make || !models.some((m) => m.name.toLowerCase() === model.toLowerCase()));
  if (staleMake || staleModel) {
    const next = new URLSearchParams(params);
    if (staleMake) next.delete("make");
    next.delete("model");
    next.delete("page");
    throw redirect(`/buy${next.size ? `?${next}` : ""}`);
  }

  const base = {
    types, makes, models, search: url.search, pastLastPage: false, chips: activeFilterChips(params), saveName: savedSearchDefaults(url.search),
    indexing: buyPageIndexing(params, appOrigin()),
  };
  const parsed = parseSearchParams(params);
  if (!parsed.ok) {
    const error = messageAboveResults(parsed.fieldErrors, specNumberFields(type));
    return data({ ...base, indexing: { canonical: null, robots: NOINDEX_FOLLOW }, result: null as (Omit<SearchResult, "vehicles"> & { vehicles: VehicleCardData[] }) | null, page: 1, limit: 32, error, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  try {
    const result = await withinSearchBudget(request, parsed.filters, () => searchListings(parsed.filters), context.get(searchTurnContext));
    const { page, limit } = parsed.filters;
    // A page past the last one is not a page of this search: 404, with the way back to its pages.
    const pastLastPage = page > lastPageOf(result.total, limit, result.totalExact);
    return data(
      { ...base, result: { ...result, vehicles: result.vehicles.map(cardFieldsOf) }, page, limit, pastLastPage, error: null as string | null, fieldErrors: {} as Record<string, string> },
      pastLastPage
        ? { status: 404, headers: { "Cache-Control": "no-store" } }
        : { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } },
    );
  } catch (error) {
    if (isAppError(error, "search-refused")) {
      return data(
        { ...base, result: null, page: 1, limit: 32, error: error.message, fieldErrors: {} },
        { status: error.status, headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" } },
      );
    }
    if (isAppError(error, "search-input") && error.field) {
      return data({ ...base, result: null, page: 1, limit: 32, error: null, fieldErrors: { [error.field]: error.message } }, { status: 400 });
    }
    throwIfDatabaseUnavailable(error);
    console.error("search failed", error);
    return data({ ...base, result: null, page: 1, limit: 32, error: LOAD_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

// "Save this search" posts here.
export async function action({ request }: Route.ActionArgs) {
  return saveSearchFromBuy(request);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function Buy({ loaderData, actionData }: Route.ComponentProps) {
  const { types, makes, models, result, page, limit, error, fieldErrors, search, pastLastPage, chips, saveName } = loaderData;
  const params = new URLSearchParams(search);
  const { shown: shownSort, choices: sortChoices } = sortChoicesFor(params);
  const navigation = useNavigation();
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
        <aside id="filters" aria-label="Filters"
          className="max-md:fixed max-md:inset-0 max-md:z-50 max-md:hidden max-md:overflow-y-auto max-md:bg-white max-md:p-4 max-md:target:block">
          <a href="#results" className="mb-3 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden">
            Show results
          </a>
          <FilterPanel params={params} types={types} makes={makes} models={models} fieldErrors={fieldErrors} showClear={hasActiveFilters(params)} />
        </aside>
        <section id="results" aria-labelledby="results-heading" aria-busy={loading || undefined} className="min-w-0 scroll-mt-32">
          <h2 id="results-heading" className="sr-only">Results</h2>
          <SaveSearchPanel search={search} defaultName={saveName} fieldErrors={actionData?.saveSearch.fieldErrors} />
          {chips.length ? (
            <ul aria-label="Active filters" className="mb-3 flex flex-wrap gap-2" data-testid="filter-chips">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link to={chip.href} aria-label={`Remove filter ${chip.label}`}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="result-range" aria-live="polite">
              {result && result.total > 0 && !pastLastPage ? `Showing ${from} - ${to} of ${totalText(result.total, result.totalExact)} results` : "\u00a0"}
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
              <noscript>
                <button type="submit" form={SEARCH_FORM_ID} className="rounded-md border border-slate-300 px-3 py-2 text-sm">Sort</button>
              </noscript>
            </div>
          </div>

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
