import { EmptySection } from "./empty-section";
import { VehicleCard, VehicleCardSkeleton } from "~/components/vehicle-card";
import type { VehicleSummary } from "~/modules/public-listings/vehicle-summary.server";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { IntentButton, useIntentPending } from "./intent-button";
import { SavedPriceDrop } from "./saved-price-drop";

// A saved card's width inside the account page's padded section, beside its 16rem menu from 1024 px.
const SAVED_CARD_SIZES = "(min-width: 1280px) 293px, (min-width: 1024px) calc(50vw - 193px), (min-width: 640px) calc(50vw - 49px), calc(100vw - 82px)";

export function SavedListings({ vehicles }: { vehicles: (VehicleSummary & Pick<VehicleCardData, "priceDrop">)[] }) {
  return (
    <section aria-labelledby="saved-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="saved-heading" className="text-xl font-semibold">Saved Listings</h2>
      {vehicles.length === 0 ? (
        <EmptySection message="No saved vehicles" to="/buy" action="Browse Vehicles" />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="saved-grid">
          {vehicles.map((v) => <SavedCard key={v.id} vehicle={v} />)}
        </ul>
      )}
    </section>
  );
}

function SavedCard({ vehicle }: { vehicle: VehicleSummary & Pick<VehicleCardData, "priceDrop"> }) {
  const busy = useIntentPending([`unsave-${vehicle.id}`]);
  return (
    <li aria-busy={busy || undefined} className={`transition-opacity ${busy ? "opacity-50" : ""}`}>
      <VehicleCard
        vehicle={vehicle}
        sizes={SAVED_CARD_SIZES}
        action={
          <>
          {vehicle.priceDrop ? <SavedPriceDrop price={vehicle.price} drop={vehicle.priceDrop} /> : null}
          <IntentButton intent="unsave" field="vehicleId" value={vehicle.id} tab="saved" pendingLabel="Removing..."
            aria-label={`Unsave ${vehicle.year} ${vehicle.make} ${vehicle.model}`}
            className="w-full border border-slate-300 text-slate-700 hover:bg-slate-50">
            Unsave
          </IntentButton>
          </>
        }
      />
    </li>
  );
}

export function SavedListingsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="saved-skeleton">
      {Array.from({ length: 6 }, (_, i) => <VehicleCardSkeleton key={i} />)}
    </div>
  );
}
