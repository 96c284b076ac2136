import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/buy-landing";
import { Pagination } from "~/components/search/pagination";
import { VehicleCard } from "~/components/vehicle-card";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { inputClass } from "~/components/ui/field";
import { parseSearchParams } from "~/modules/search/filters";
import { lastPageOf } from "~/modules/search/filter-values";
import { searchListings } from "~/modules/search/search.server";
import { withinSearchBudget } from "~/modules/search/search-budget.server";
import { cardFieldsOf } from "~/modules/listings/vehicle-summary.server";
import { formatNumber, formatPrice } from "~/shared/format";
import { landingSummary, relatedLinks, resolveLanding } from "~/modules/landing/landing.server";
import { stateByCode } from "~/shared/us-states";
import { LANDING_TYPES, buySearchFor, landingHeading, landingPath, slugify } from "~/modules/landing/landing-paths";
import { indexingMeta, landingPageIndexing } from "~/modules/seo/canonical";
import { appOrigin } from "~/modules/mail/origin.server";
import { JsonLd } from "~/components/json-ld";
import { originFromMatches, previewMeta } from "~/modules/seo/previews";
import { useSiteOrigin } from "~/components/use-site-origin";
import { breadcrumbJsonLd, itemListJsonLd } from "~/modules/seo/structured-data";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { isAppError } from "~/utils/app-error";
import { invariantResponse } from "~/edge/invariant-response";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchTurnContext, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

// /buy/{type}, /buy/{type}/{make}, /buy/{type}/{make}/{model} and /buy/{type}/in/{state}: one
// search of /buy's, with a heading, a summary and links around it (decision 23).

const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const segments = params as { type?: string; make?: string; model?: string; state?: string };
  const address = await resolveLanding(segments);
  invariantResponse(address.kind !== "unknown", "Not Found", 404);
  const url = new URL(request.url);
  const page = url.searchParams.get("page");
  if (address.kind === "moved") throw redirect(`${address.path}${page ? `?${new URLSearchParams({ page })}` : ""}`, 301);

  const { scope, path } = address;
  const query = new URLSearchParams({ type: scope.type });
  if (scope.make) query.set("make", scope.make);
  if (scope.model) query.set("model", scope.model);
  if (scope.state) query.set("state", scope.state);
  if (page !== null) query.set("page", page);
  const parsed = parseSearchParams(query);
  invariantResponse(parsed.ok, parsed.ok ? "" : parsed.error, 400);
  const filters = parsed.filters;

  try {
    const [result, summary, related] = await Promise.all([
      withinSearchBudget(request, filters, () => searchListings(filters), context.get(searchTurnContext)),
      landingSummary(filters),
      relatedLinks(address),
    ]);
    const totalPages = lastPageOf(result.total, filters.limit, result.totalExact);
    // Past the last page is no page of this search (page 1 of an empty one is: it says so).
    invariantResponse(filters.page === 1 || filters.page <= totalPages, "Not Found", 404);
    const empty = result.total === 0;
    return data(
      {
        scope,
        heading: landingHeading(scope),
        breadcrumbs: breadcrumbsFor(scope),
        buyHref: buySearchFor(scope),
        summary,
        related,
        vehicles: result.vehicles.map(cardFieldsOf),
        total: result.total,
        totalExact: result.totalExact,
        page: filters.page,
        totalPages,
        indexing: landingPageIndexing(path, filters.page, empty, appOrigin()),
      },
      { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=120" } },
    );
  } catch (error) {
    if (isAppError(error, "search-refused")) {
      throw data(error.message, { status: error.status, headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" } });
    }
    throwIfDatabaseUnavailable(error);
    throw error;
  }
}

function breadcrumbsFor(scope: { type: keyof typeof LANDING_TYPES; make?: string; model?: string; state?: string }) {
  const plural = LANDING_TYPES[scope.type].plural;
  const crumbs = [
    { label: "Buy", href: "/buy" },
    { label: plural.charAt(0).toUpperCase() + plural.slice(1), href: landingPath({ type: scope.type })! },
  ];
  if (scope.make) crumbs.push({ label: scope.make, href: landingPath({ type: scope.type, make: scope.make })! });
  if (scope.model) crumbs.push({ label: scope.model, href: landingPath(scope)! });
  if (scope.state) crumbs.push({ label: stateByCode(scope.state)?.name ?? scope.state, href: landingPath(scope)! });
  return crumbs;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: "Page Not Found | RideMarket" }];
  const { heading, summary, page } = loaded;
  const prices = summary.lowestPrice && summary.highestPrice ? ` from ${formatPrice(summary.lowestPrice)} to ${formatPrice(summary.highestPrice)}` : "";
  const description = summary.listings
    ? `${formatNumber(summary.listings)} ${summary.listings === 1 ? "listing" : "listings"}${prices} on RideMarket.`
    : "No listings on RideMarket right now.";
  const title = `${heading}${page > 1 ? ` - page ${page}` : ""} | RideMarket`;
  const path = loaded.breadcrumbs.at(-1)!.href;
  return [
    { title },
    { name: "description", content: `${heading}: ${description}` },
    ...indexingMeta(loaded.indexing),
    ...previewMeta(originFromMatches(matches), { title: heading, description: `${heading}: ${description}`, path }),
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function BuyLanding({ loaderData }: Route.ComponentProps) {
  const { scope, heading, breadcrumbs, buyHref, summary, related, vehicles, page, totalPages } = loaderData;
  const plural = LANDING_TYPES[scope.type].plural;
  const count = summary.listings;
  const origin = useSiteOrigin();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(origin, breadcrumbs.map((c) => ({ name: c.label, path: c.href })))} />
      {vehicles.length ? (
        <JsonLd data={itemListJsonLd(origin, vehicles.map((v) => ({ path: `/vehicles/${v.id}`, name: `${v.year} ${v.make} ${v.model}` })), heading)} />
      ) : null}
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          {breadcrumbs.map((crumb, i) => (
            <li key={crumb.href} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === breadcrumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.href} className={linkClass}>{crumb.label}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-2 text-slate-700" data-testid="landing-count">
        {count ? `${formatNumber(count)} ${count === 1 ? "listing" : "listings"} on the market` : `No ${scope.model ? `${scope.make} ${scope.model}` : plural} listed right now.`}
      </p>

      {count ? (
        <section aria-labelledby="summary-heading" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h2 id="summary-heading" className="text-lg font-semibold">At a glance</h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="landing-summary">
            <div>
              <dt className="text-sm text-slate-600">Listings</dt>
              <dd className="text-lg font-semibold" data-testid="summary-listings">{formatNumber(count)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Price range</dt>
              <dd className="text-lg font-semibold" data-testid="summary-prices">
                {summary.lowestPrice === summary.highestPrice ? formatPrice(summary.lowestPrice!) : `${formatPrice(summary.lowestPrice!)} to ${formatPrice(summary.highestPrice!)}`}
              </dd>
            </div>
            {summary.medianYear ? (
              <div>
                <dt className="text-sm text-slate-600">Typical (median) model year</dt>
                <dd className="text-lg font-semibold" data-testid="summary-year">{summary.medianYear}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="refine-heading" className="mt-6">
        <h2 id="refine-heading" className="sr-only">Refine this search</h2>
        <Form method="get" action="/buy" className="flex flex-wrap items-end gap-3" data-testid="landing-refine">
          <input type="hidden" name="type" value={scope.type} />
          {scope.make ? <input type="hidden" name="make" value={scope.make} /> : null}
          {scope.model ? <input type="hidden" name="model" value={scope.model} /> : null}
          {scope.state ? <input type="hidden" name="state" value={scope.state} /> : null}
          <div>
            <label htmlFor="landing-year-min" className="mb-1 block text-sm font-medium text-slate-700">Min year</label>
            <input id="landing-year-min" name="yearMin" type="number" inputMode="numeric" min={1900} step={1} className={`${inputClass} w-32`} />
          </div>
          <div>
            <label htmlFor="landing-price-max" className="mb-1 block text-sm font-medium text-slate-700">Max price ($)</label>
            <input id="landing-price-max" name="priceMax" type="number" inputMode="numeric" min={0} step="any" className={`${inputClass} w-36`} />
          </div>
          <button type="submit" className="h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            Search
          </button>
          <Link to={buyHref} className={`${linkClass} h-10 leading-10`} data-testid="refine-link">Refine this search</Link>
        </Form>
      </section>

      <section aria-labelledby="listings-heading" className="mt-8">
        <h2 id="listings-heading" className="text-xl font-semibold">Listings{totalPages > 1 ? `, page ${page} of ${formatNumber(totalPages)}` : ""}</h2>
        {vehicles.length ? (
          <>
            <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-testid="results">
              {vehicles.map((vehicle, i) => (
                <VehicleCard key={vehicle.id} vehicle={vehicle} sizes={CARD_SIZES} priority={i < 2} />
              ))}
            </div>
            <Pagination page={page} totalPages={totalPages} search={new URLSearchParams(page > 1 ? { page: String(page) } : {})} />
          </>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700" data-testid="landing-empty">
            There are no listings here right now. <Link to={landingPath({ type: scope.type })!} className={linkClass}>See all used {plural}</Link>.
          </p>
        )}
      </section>

      {related.map((group) => (
        <nav key={group.heading} aria-labelledby={`related-${slugify(group.heading)}`} className="mt-10">
          <h2 id={`related-${slugify(group.heading)}`} className="text-lg font-semibold">{group.heading}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={`${linkClass} inline-block py-1`}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
