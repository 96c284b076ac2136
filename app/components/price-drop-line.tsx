import { priceDropText, type RecentPriceDrop } from "~/modules/public-listings/price-drop";

/** "Price dropped $500 · 3 days ago", under a price on a card or the vehicle page. */
export function PriceDropLine({ drop, className = "" }: { drop: RecentPriceDrop; className?: string }) {
  return (
    <p className={`text-sm font-semibold text-emerald-800 ${className}`} data-testid="price-drop">
      {priceDropText(drop)}
    </p>
  );
}
