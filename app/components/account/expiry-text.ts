/** "Expires today", "Expires in 1 day", "Expired 3 days ago", or "No expiry". */
export function expiryText(days: number | null): string {
  if (days === null) return "No expiry";
  if (days === 0) return "Expires today";
  if (days > 0) return `Expires in ${days} ${days === 1 ? "day" : "days"}`;
  return `Expired ${-days} ${days === -1 ? "day" : "days"} ago`;
}

/** "Listed today", "12 days", or "Sold" when the listing no longer counts days on market. */
export function onMarketText(days: number | null): string {
  if (days === null) return "Sold";
  if (days === 0) return "Listed today";
  return `${days} ${days === 1 ? "day" : "days"}`;
}
