// What a listing's card shows, wherever a list of cards is drawn: search results, similar
// listings, the saved list and the home page. The card rows (card-rows.server.ts) build it.
import type { DealRating } from "~/modules/valuations/deal-rating";
import type { RecentPriceDrop } from "./price-drop";

export interface VehicleCardData {
  id: number;
  year: number;
  make: string;
  model: string;
  price: string;
  mileage: number | null;
  distance?: number;
  zipCode: string;
  condition: string | null;
  images: string[];
  package: string;
  /** The type's slug: a listing without photos shows its type's picture. */
  type?: string;
  /** "sold", "pending" and "expired" put a mark on the card. */
  status?: string;
  dealRating?: DealRating | null;
  /** A recent price drop, shown under the price. */
  priceDrop?: RecentPriceDrop;
}
