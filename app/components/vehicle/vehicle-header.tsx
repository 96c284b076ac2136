import { Badge } from "~/components/ui/badge";
import { PriceDropLine } from "~/components/price-drop-line";
import { vehicleTypeBadge } from "~/modules/catalog/vehicle-types";
import type { RecentPriceDrop } from "~/modules/public-listings/price-drop";
import type { VehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { formatPrice } from "~/shared/format";
import { DaysOnMarket, DealSummary } from "./deal-rating";

type HeaderVehicle = Pick<VehicleDetail, "type" | "zipCode" | "price" | "dealRating" | "typicalValue" | "daysOnMarket">;

/** Type, place, title, price (and a recent drop), the deal rating and days on the market. */
export function VehicleHeader({ vehicle, title, place, priceDrop }: { vehicle: HeaderVehicle; title: string; place: string | null; priceDrop: RecentPriceDrop | null }) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" data-testid="type-badge">{vehicleTypeBadge(vehicle.type)}</Badge>
        <span className="text-sm text-slate-600">Zip {vehicle.zipCode}</span>
        {place ? <span className="text-sm text-slate-600" data-testid="place">{place}</span> : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-3xl font-extrabold text-brand-700" data-testid="detail-price">{formatPrice(vehicle.price)}</p>
      {priceDrop ? <PriceDropLine drop={priceDrop} className="mt-1" /> : null}
      <DealSummary rating={vehicle.dealRating} price={Number(vehicle.price)} typicalValue={vehicle.typicalValue} title={title} />
      <DaysOnMarket days={vehicle.daysOnMarket} />
    </header>
  );
}
