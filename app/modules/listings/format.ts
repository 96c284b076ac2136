const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Prices show in whole US dollars: "$12,500". */
export function formatPrice(price: string | number): string {
  const n = typeof price === "number" ? price : Number(price);
  return Number.isFinite(n) ? dollars.format(Math.round(n)) : "$0";
}

export function formatNumber(n: number): string {
  return whole.format(n);
}

export function formatDistance(miles: number): string {
  return `${whole.format(Math.round(miles))} miles away`;
}

export function formatShortDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "numeric", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function formatLongDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
