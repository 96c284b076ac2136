import { Link } from "react-router";
import { Badge } from "./ui/badge";
import { VehicleImage } from "./vehicle-image";
import { conditionLabel } from "~/modules/catalog/conditions";
import { isHighlightedPackage, packageBadge } from "~/modules/catalog/packages";
import { vehicleTypePicture } from "~/modules/catalog/vehicle-types";
import { PHONE_MAX_WIDTH } from "~/modules/media/variants";
import { formatDistance, formatNumber, formatPrice } from "~/shared/format";
import { DealBadge } from "./vehicle/deal-rating";
import type { VehicleCardData } from "~/modules/public-listings/card-data";
import { PriceDropLine } from "./price-drop-line";
import { CompareToggle } from "./compare/compare-toggle";

interface Props {
  vehicle: VehicleCardData;
  /** The card's width on each screen, as its grid lays it out. */
  sizes: string;
  /** The card's photo is among the first a visitor sees: fetched early, never lazily. */
  priority?: boolean;
  action?: React.ReactNode;
}

// White on slate-900 and amber-950 on amber-200 are both well above 4.5:1.
const STATUS_MARKS: Record<string, { label: string; className: string; testId: string }> = {
  sold: { label: "Sold", className: "bg-slate-900 text-white", testId: "sold-mark" },
  pending: { label: "Sale pending", className: "bg-amber-200 text-amber-950", testId: "pending-mark" },
  expired: { label: "Expired", className: "bg-slate-900 text-white", testId: "expired-mark" },
};

export function VehicleCard({ vehicle, sizes, priority = false, action }: Props) {
  const badge = packageBadge(vehicle.package);
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  // A featured package's card stands out in every list; its badge says why in words.
  const highlighted = isHighlightedPackage(vehicle.package);
  const mark = STATUS_MARKS[vehicle.status ?? ""];
  return (
    // The title's link covers the card, so the card shows its focus ring.
    <article
      data-highlighted={highlighted ? "true" : undefined}
      className={`group relative flex flex-col overflow-hidden rounded-xl border shadow-sm ${highlighted ? "border-2 border-amber-500 bg-amber-50" : "border-slate-200 bg-white"} transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2`}
      data-testid="vehicle-card"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <VehicleImage
          src={vehicle.images[0]}
          placeholder={vehicleTypePicture(vehicle.type)}
          alt={title}
          priority={priority}
          sizes={sizes}
          // Even a card across a phone never needs the largest variant.
          maxWidth={PHONE_MAX_WIDTH}
          className="h-full w-full object-cover"
        />
        <Badge variant={badge.style} className="absolute left-3 top-3">
          {badge.label}
        </Badge>
        {mark ? (
          <span className={`absolute right-3 top-3 rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${mark.className}`} data-testid={mark.testId}>
            {mark.label}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug">
          <Link to={`/vehicles/${vehicle.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
            {mark ? <span className="sr-only"> ({mark.label.toLowerCase()})</span> : null}
          </Link>
        </h3>
        <p className="text-xl font-bold text-brand-700" data-testid="price">{formatPrice(vehicle.price)}</p>
        <DealBadge rating={vehicle.dealRating} />
        {vehicle.priceDrop ? <PriceDropLine drop={vehicle.priceDrop} /> : null}
        <dl className="mt-1 grid gap-0.5 text-sm text-slate-600">
          {vehicle.mileage !== null && vehicle.mileage !== undefined ? (
            <div><dt className="sr-only">Mileage</dt><dd data-testid="mileage">{formatNumber(vehicle.mileage)} miles</dd></div>
          ) : null}
          {vehicle.distance !== undefined && vehicle.distance !== null ? (
            <div><dt className="sr-only">Distance</dt><dd data-testid="distance">{formatDistance(vehicle.distance)}</dd></div>
          ) : null}
          {/* Facts whose value does not say what it is carry their label in sight: "Zip 78701", as the vehicle page says it. */}
          <div className="flex gap-1"><dt>Zip</dt><dd data-testid="card-zip">{vehicle.zipCode}</dd></div>
          <div className="flex gap-1"><dt>Condition:</dt><dd data-testid="condition">{conditionLabel(vehicle.condition)}</dd></div>
        </dl>
        {action ? <div className="relative z-10 mt-3">{action}</div> : null}
        {/* Beside the card's link, never inside it: a form in a link is not valid HTML. */}
        <CompareToggle vehicleId={vehicle.id} title={title} className="relative z-10 mt-3" />
      </div>
    </article>
  );
}

export function VehicleCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-xl border border-slate-200" aria-hidden="true" data-testid="card-skeleton">
      <div className="aspect-[3/2] bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-6 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}
