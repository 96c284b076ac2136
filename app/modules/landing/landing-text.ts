import { formatNumber, formatPrice } from "~/shared/format";

/** A landing page's description for search engines and link previews: "Used boats for sale: 12 listings from $4,000.00 to $90,000.00 on RideMarket." */
export function landingDescription(heading: string, summary: { listings: number; lowestPrice: string | null; highestPrice: string | null }): string {
  const prices = summary.lowestPrice && summary.highestPrice ? ` from ${formatPrice(summary.lowestPrice)} to ${formatPrice(summary.highestPrice)}` : "";
  const description = summary.listings
    ? `${formatNumber(summary.listings)} ${summary.listings === 1 ? "listing" : "listings"}${prices} on RideMarket.`
    : "No listings on RideMarket right now.";
  return `${heading}: ${description}`;
}
