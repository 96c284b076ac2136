import { data, redirect } from "react-router";
import type { Route } from "./+types/buy";
import { BuyPage } from "~/components/search/buy-page";
import { specNumberFields } from "~/components/search/filter-options";
import { PAGE_SIZE, lastPageOf, messageAboveResults } from "~/modules/search/filter-values";
import { activeFilterChips } from "~/modules/search/active-filters";
import { filterListsFor } from "~/modules/search/filter-lists.server";
import { runSearch } from "~/modules/search/run-search.server";
import { cardFieldsOf } from "~/modules/public-listings/vehicle-summary.server";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { saveSearchFromBuy } from "~/edge/saved-search-forms.server";
import { savedSearchDefaults } from "~/modules/saved-searches/defaults";
import { NOINDEX_FOLLOW, buyPageIndexing, indexingMeta } from "~/modules/seo/canonical";
import { appOrigin } from "~/modules/mail/origin.server";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { searchFailureOnPage } from "~/edge/search-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchCallerOf, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";
import { recentlyViewedOnPage } from "~/edge/recently-viewed.server";
import { RecentlyViewed } from "~/components/recently-viewed";
import { spellingNotice, understoodSearch } from "~/modules/search/understanding/understand.server";
import { nearestSearches, type NearbySearch } from "~/modules/search/nearest-searches.server";

const TITLE = "Buy a Vehicle | RideMarket";
const DESCRIPTION = "Search dirt bikes, motorcycles, ATVs, UTVs, boats, RVs, campers and sand rails for sale nationwide.";
const LOAD_FAILED = "Failed to load vehicles. Please try again later.";

// The page differs between visitors only by what the header shows of them (decision 63).
export const handle = { sharedByView: true };

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: TITLE },
  { name: "description", content: DESCRIPTION },
  ...indexingMeta(loaded?.indexing),
  ...previewMeta(originFromMatches(matches), { title: TITLE, description: DESCRIPTION, path: "/buy" }),
];

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // Words typed in the search box become the filters they mean, in the URL.
  const understood = await understoodSearch(params);
  if (understood) throw redirect(`/buy${understood.size ? `?${understood}` : ""}`);
  const [lists, { recentlyViewed, cacheControl }, spelling] = await Promise.all([filterListsFor(params), recentlyViewedOnPage(request), spellingNotice(params)]);
  if ("redirectTo" in lists) throw redirect(lists.redirectTo);
  const page = {
    ...lists, search: url.search, pastLastPage: false, chips: activeFilterChips(params), saveName: savedSearchDefaults(url.search),
    indexing: buyPageIndexing(params, appOrigin()),
    recentlyViewed, spelling, nearby: [] as NearbySearch[],
    result: null as { vehicles: VehicleCardData[]; total: number; totalExact: boolean } | null, page: 1, limit: PAGE_SIZE, error: null as string | null, fieldErrors: {} as Record<string, string>,
  };
  try {
    const run = await runSearch(params, searchCallerOf(request, context));
    if (!run.ok) {
      const error = messageAboveResults(run.fieldErrors, specNumberFields(params.get("type") ?? undefined));
      return data({ ...page, indexing: { canonical: null, robots: NOINDEX_FOLLOW }, error, fieldErrors: run.fieldErrors }, { status: 400 });
    }
    const { filters, result } = run;
    // A page past the last one is not a page of this search: 404, with the way back to its pages.
    const pastLastPage = filters.page > lastPageOf(result.total, filters.limit, result.totalExact);
    // No dead end: a search that finds nothing offers the nearest ones that find something.
    const nearby = result.total === 0 ? await nearestSearches(params, "/buy", searchCallerOf(request, context)) : [];
    return data(
      { ...page, result: { ...result, vehicles: result.vehicles.map(cardFieldsOf) }, page: filters.page, limit: filters.limit, pastLastPage, nearby },
      pastLastPage ? { status: 404, headers: { "Cache-Control": "no-store" } } : // A visitor's own recently viewed list makes the page theirs: private (decision 56).
      { headers: { "Cache-Control": cacheControl ?? "public, max-age=30, stale-while-revalidate=120" } },
    );
  } catch (error) {
    return searchFailureOnPage(error, page, LOAD_FAILED);
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
  return (
    <>
      <BuyPage {...loaderData} saveSearchReply={actionData?.result} />
      <RecentlyViewed vehicles={loaderData.recentlyViewed} />
    </>
  );
}
