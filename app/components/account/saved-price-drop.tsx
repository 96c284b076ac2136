import type { RecentPriceDrop } from "~/modules/public-listings/price-drop";
import { daysAgoText } from "~/modules/public-listings/price-drop";
import { formatPrice } from "~/shared/format";

/**
 * On a saved card: the price before the drop struck through, the price now and the drop. The
 * words "was" and "now" carry the meaning, since screen readers do not announce a strike-through.
 */
export function SavedPriceDrop({ price, drop }: { price: string; drop: RecentPriceDrop }) {
  const before = (Number(price) + Number(drop.amount)).toFixed(2);
  return (
    <p className="mb-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="saved-price-drop">
      Was <s>{formatPrice(before)}</s>, now <strong>{formatPrice(price)}</strong>: down {formatPrice(drop.amount)} · {daysAgoText(drop.daysAgo)}
    </p>
  );
}
