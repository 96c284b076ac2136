import { Form, useLocation } from "react-router";
import { VehicleCard } from "./vehicle-card";
import type { VehicleCardData } from "~/modules/public-listings/card-data";

// Four columns of max-w-7xl (less padding and gaps) from 1024 px, two from 640 px.
const CARD_SIZES = "(min-width: 1280px) 294px, (min-width: 1024px) calc(25vw - 26px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

/**
 * The visitor's recently viewed listings on the home page and /buy (decision 56), newest first,
 * rendered with the page (nothing moves in after it loads). Nothing at all when there are none.
 */
export function RecentlyViewed({ vehicles }: { vehicles: VehicleCardData[] }) {
  const location = useLocation();
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto w-full max-w-7xl px-4 py-10" data-testid="recently-viewed">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="recently-viewed-heading" className="text-2xl font-bold tracking-tight">Recently viewed</h2>
        <Form method="post" action="/recently-viewed">
          <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="min-h-10 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            Clear recently viewed
          </button>
        </Form>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className="flex flex-col [&>article]:flex-1">
            <VehicleCard vehicle={vehicle} sizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
