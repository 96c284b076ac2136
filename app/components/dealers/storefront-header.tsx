import type { Storefront } from "~/modules/storefronts/storefront.server";
import type { WeekDay } from "~/modules/storefronts/opening-hours";
import { addressLine, mapLink, telLink } from "~/modules/storefronts/map-link";
import { variantUrl } from "~/modules/media/variants";

const linkClass = "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A storefront's top: the dealership, how to reach it, and its week of opening hours. */
export function StorefrontHeader({ dealer, week }: { dealer: Storefront; week: WeekDay[] }) {
  return (
    <header className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <div className="flex items-center gap-4">
          {dealer.logo ? <img src={variantUrl(dealer.logo, 320)} alt={`${dealer.name} logo`} width={64} height={64} className="h-16 w-16 shrink-0 rounded-md object-contain" /> : null}
          <h1 className="text-3xl font-bold tracking-tight">{dealer.name}</h1>
        </div>
        <address className="mt-3 not-italic text-slate-700" data-testid="dealer-address">{addressLine(dealer)}</address>
        {dealer.licenseNumber ? <p className="mt-1 text-sm text-slate-600">{`Dealer license ${dealer.licenseNumber}`}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={telLink(dealer.phone)} className={linkClass} data-testid="dealer-phone">{`Call ${dealer.phone}`}</a>
          <a href={mapLink(dealer)} className={linkClass} rel="noopener noreferrer" target="_blank" data-testid="dealer-map">
            Map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <section aria-labelledby="hours-heading" className="rounded-xl border border-slate-200 p-4 md:w-80">
        <h2 id="hours-heading" className="text-lg font-semibold">Opening hours</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="dealer-hours">
          {week.map((d) => (
            <div key={d.day} className={`contents ${d.today ? "font-semibold" : ""}`} aria-current={d.today ? "date" : undefined}>
              <dt>{d.today ? `${d.name} (today)` : d.name}</dt>
              <dd className="text-right">{d.times.length ? d.times.join(", ") : "Closed"}</dd>
            </div>
          ))}
        </dl>
      </section>
    </header>
  );
}
