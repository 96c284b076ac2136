import { Form, Link } from "react-router";
import { Pagination } from "~/components/search/pagination";
import { VehicleCard } from "~/components/vehicle-card";
import { JsonLd } from "~/components/json-ld";
import { inputClass } from "~/components/ui/field";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { LANDING_TYPES, landingPath, slugify, type LandingScope } from "~/modules/landing/landing-paths";
import { useSiteOrigin } from "~/components/use-site-origin";
import { breadcrumbJsonLd, itemListJsonLd } from "~/modules/seo/structured-data";
import { formatNumber, formatPrice } from "~/shared/format";

// A landing page (/buy/{type}, /buy/{type}/{make}, ...): its heading, summary, a short form that
// hands over to /buy, one page of its search's listings, and the pages related to it.

const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

export interface LandingPageProps {
  scope: LandingScope;
  heading: string;
  breadcrumbs: { label: string; href: string }[];
  buyHref: string;
  summary: { listings: number; lowestPrice: string | null; highestPrice: string | null; medianYear: number | null };
  related: { heading: string; links: { label: string; href: string }[] }[];
  vehicles: VehicleCardData[];
  page: number;
  totalPages: number;
}

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function LandingPage({ scope, heading, breadcrumbs, buyHref, summary, related, vehicles, page, totalPages }: LandingPageProps) {
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
