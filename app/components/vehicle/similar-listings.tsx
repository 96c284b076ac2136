import { Link } from "react-router";
import { VehicleCard } from "~/components/vehicle-card";
import type { VehicleCardData } from "~/modules/public-listings/card-data";

/** Two cards a row from 640 px, in the main column beside the 22rem aside from 1024 px (max-w-7xl, px-4, gaps). */
const SIMILAR_CARD_SIZES = "(min-width: 1024px) calc((min(100vw,80rem) - 27rem) / 2), (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

export function SimilarListings({ vehicles }: { vehicles: VehicleCardData[] }) {
  return (
    <section aria-labelledby="similar-heading" data-testid="similar-listings">
      <h2 id="similar-heading" className="text-xl font-semibold">Similar vehicles for sale</h2>
      {vehicles.length ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {vehicles.map((v) => <VehicleCard key={v.id} vehicle={v} sizes={SIMILAR_CARD_SIZES} />)}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          No similar vehicles right now. <Link to="/buy" className="font-medium text-brand-700 underline">Browse all listings</Link>
        </p>
      )}
    </section>
  );
}
