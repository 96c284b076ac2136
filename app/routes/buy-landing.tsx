import { data, redirect } from "react-router";
import type { Route } from "./+types/buy-landing";
import { LandingPage } from "~/components/landing/landing-page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { runSearch } from "~/modules/search/run-search.server";
import { lastPageOf } from "~/modules/search/filter-values";
import { cardFieldsOf } from "~/modules/public-listings/vehicle-summary.server";
import { landingSummary, relatedLinks, resolveLanding, type LandingSegments } from "~/modules/landing/landing.server";
import { buySearchFor, landingBreadcrumbs, landingHeading, landingSearchQuery } from "~/modules/landing/landing-paths";
import { landingDescription } from "~/modules/landing/landing-text";
import { indexingMeta, landingPageIndexing } from "~/modules/seo/canonical";
import { appOrigin } from "~/modules/mail/origin.server";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { invariantResponse } from "~/edge/invariant-response";
import { throwSearchRefusal } from "~/edge/search-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchCallerOf, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

// /buy/{type}, /buy/{type}/{make}, /buy/{type}/{make}/{model} and /buy/{type}/in/{state}: one
// search of /buy's, with a heading, a summary and links around it (decision 23).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const address = await resolveLanding(params as LandingSegments);
  invariantResponse(address.kind !== "unknown", "Not Found", 404);
  const page = new URL(request.url).searchParams.get("page");
  if (address.kind === "moved") throw redirect(`${address.path}${page ? `?${new URLSearchParams({ page })}` : ""}`, 301);

  const { scope, path } = address;
  const search = runSearch(landingSearchQuery(scope, page), searchCallerOf(request, context));
  const [run, summary, related] = await Promise.all([search, landingSummary(scope), relatedLinks(address)]).catch(throwSearchRefusal);
  invariantResponse(run.ok, run.ok ? "" : run.error, 400);
  const { filters, result } = run;
  const totalPages = lastPageOf(result.total, filters.limit, result.totalExact);
  // Past the last page is no page of this search (page 1 of an empty one is: it says so).
  invariantResponse(filters.page === 1 || filters.page <= totalPages, "Not Found", 404);
  return data(
    {
      scope, heading: landingHeading(scope), breadcrumbs: landingBreadcrumbs(scope), buyHref: buySearchFor(scope), summary, related,
      vehicles: result.vehicles.map(cardFieldsOf), total: result.total, totalExact: result.totalExact, page: filters.page, totalPages,
      indexing: landingPageIndexing(path, filters.page, result.total === 0, appOrigin()),
    },
    { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } },
  );
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: "Page Not Found | RideMarket" }];
  const { heading, summary, page } = loaded;
  const description = landingDescription(heading, summary);
  const title = `${heading}${page > 1 ? ` - page ${page}` : ""} | RideMarket`;
  const path = loaded.breadcrumbs.at(-1)!.href;
  return [{ title }, { name: "description", content: description }, ...indexingMeta(loaded.indexing), ...previewMeta(originFromMatches(matches), { title: heading, description, path })];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BuyLanding({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
