import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/buy";
import { FilterPanel, SEARCH_FORM_ID } from "~/components/search/filter-panel";
import { Pagination } from "~/components/search/pagination";
import { SORT_CHOICES, sortFieldValue } from "~/components/search/filter-options";
import { VehicleCard, VehicleCardSkeleton } from "~/components/vehicle-card";
import { inputClass } from "~/components/ui/field";
import { lastReachablePage, parseSearchParams } from "~/modules/search/filters";
import { hasActiveFilters } from "~/modules/search/active-filters";
import { SearchInputError, searchListings, type SearchResult } from "~/modules/search/search.server";
import { SearchRefused, withinSearchBudget } from "~/modules/search/search-budget.server";
import { listAvailableMakes, listAvailableModels, listVehicleTypes } from "~/modules/catalog/lookups.server";
import { isVehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { cleanText } from "~/utils/text";
import { formatNumber } from "~/modules/listings/format";
import { throwIfDatabaseUnavailable } from "~/modules/outage/database-errors";

export const meta: Route.MetaFunction = () => [
  { title: "Buy a Vehicle | RideMarket" },
  { name: "description", content: "Search dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sandrails for sale nationwide." },
];

const LOAD_FAILED = "Failed to load vehicles. Please try again later.";

export async function loader({ request }: Route.LoaderArgs) {
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

  const base = { types, makes, models, search: url.search };
  const parsed = parseSearchParams(params);
  if (!parsed.ok) {
    return data({ ...base, result: null as SearchResult | null, page: 1, limit: 32, error: parsed.error, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  try {
    const result = await withinSearchBudget(request, parsed.filters, () => searchListings(parsed.filters));
    return data(
      { ...base, result, page: parsed.filters.page, limit: parsed.filters.limit, error: null as string | null, fieldErrors: {} as Record<string, string> },
      { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } },
    );
  } catch (error) {
    if (error instanceof SearchRefused) {
      return data(
        { ...base, result: null, page: 1, limit: 32, error: error.message, fieldErrors: {} },
        { status: error.status, headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" } },
      );
    }
    if (error instanceof SearchInputError) {
      return data({ ...base, result: null, page: 1, limit: 32, error: null, fieldErrors: { [error.field]: error.message } }, { status: 400 });
    }
    throwIfDatabaseUnavailable(error);
    console.error("search failed", error);
    return data({ ...base, result: null, page: 1, limit: 32, error: LOAD_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  const { types, makes, models, result, page, limit, error, fieldErrors, search } = loaderData;
  const params = new URLSearchParams(search);
  const shownSort = sortFieldValue(params.get("sortBy"));
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/buy";
  // Pages past the result window are refused, so the pagination never offers them.
  const totalPages = result ? Math.max(1, Math.min(Math.ceil(result.total / limit), lastReachablePage(limit))) : 0;
  const from = result && result.total ? (page - 1) * limit + 1 : 0;
  const to = result ? Math.min(page * limit, result.total) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Buy a Vehicle</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          <FilterPanel params={params} types={types} makes={makes} models={models} fieldErrors={fieldErrors} showClear={hasActiveFilters(params)} />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={loading || undefined}>
          <h2 id="results-heading" className="sr-only">Results</h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="result-range" aria-live="polite">
              {result && result.total > 0 ? `Showing ${from} - ${to} of ${formatNumber(result.total)} results` : "\u00a0"}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor="sortBy" className="whitespace-nowrap text-sm font-medium text-slate-700">Sort By</label>
              <select
                id="sortBy"
                name="sortBy"
                form={SEARCH_FORM_ID}
                defaultValue={shownSort}
                key={shownSort}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}
                className={`${inputClass} w-auto`}
              >
                <option value="">Newest First</option>
                {SORT_CHOICES.filter((s) => s.value !== "newest").map((s) => (
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
                  <VehicleCard key={vehicle.id} vehicle={vehicle} priority={i < 2} />
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
