import { FilterPanel } from "~/components/search/filter-panel";
import { FilterChips } from "~/components/search/filter-chips";
import { Pagination } from "~/components/search/pagination";
import { VehicleCard } from "~/components/vehicle-card";
import type { StorefrontPage } from "~/modules/storefronts/storefront-page.server";
import { storefrontPath } from "~/modules/dealers/storefront-path";
import { hasActiveFilters } from "~/modules/search/active-filters";
import { lastPageOf, resultRangeText } from "~/modules/search/filter-values";
import { NearbySearches, SpellingNoticeLine } from "~/components/search/search-notices";

const CARD_SIZES = "(min-width: 1024px) calc(33vw - 120px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

type Props = Pick<StorefrontPage, "lists" | "chips" | "search" | "page" | "limit" | "pastLastPage" | "result" | "refused" | "spelling" | "nearby"> & { slug: string };

/** A storefront's inventory: /buy's filters (in the URL, working without JavaScript), the dealership's cards, and pages. */
export function StorefrontInventory({ slug, lists, chips, search, page, limit, pastLastPage, result, refused, spelling, nearby }: Props) {
  const params = new URLSearchParams(search);
  const path = storefrontPath(slug);
  const totalPages = result ? lastPageOf(result.total, limit, result.totalExact) : 0;
  const from = result && result.total ? (page - 1) * limit + 1 : 0;
  const to = result ? Math.min(page * limit, result.total) : 0;
  return (
    <div className="mt-8 flex flex-col gap-6">
      {/* Folded until opened (or while a filter is refused), so a phone shows the units first; a plain details element needs no script. */}
      <details open={refused ? true : undefined} data-testid="storefront-filters">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 px-4 font-semibold">Filters ({chips.length})</summary>
        <div className="mt-3 max-w-md">
          <FilterPanel params={params} {...lists} fieldErrors={refused?.fieldErrors ?? {}} showClear={hasActiveFilters(params)} path={path} />
        </div>
      </details>
      <section aria-labelledby="inventory-heading" className="min-w-0">
        <h2 id="inventory-heading" className="mb-3 text-xl font-semibold">Inventory</h2>
        <SpellingNoticeLine notice={spelling} path={path} />
        <FilterChips chips={chips} />
        {refused ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">{refused.error}</p>
        ) : result && (result.total === 0 || pastLastPage) ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="empty-results">
            <p className="text-slate-600">No vehicles match these filters.</p>
            {pastLastPage ? null : <NearbySearches searches={nearby} />}
          </div>
        ) : result ? (
          <>
            <p className="text-sm text-slate-600" data-testid="result-range">{resultRangeText(from, to, result.total, result.totalExact)}</p>
            <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
              {result.vehicles.map((vehicle, i) => <VehicleCard key={vehicle.id} vehicle={vehicle} sizes={CARD_SIZES} priority={i < 2} />)}
            </div>
            <Pagination page={page} totalPages={totalPages} search={params} />
          </>
        ) : null}
      </section>
    </div>
  );
}
