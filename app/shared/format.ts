// Formatting for en-US, written out rather than through Intl: a browser's first Intl formatter
// loads locale data, which costs a slow phone tens of milliseconds while the page hydrates, and
// the server and the browser then always print exactly the same text. Dates have their own
// module, ./dates.

/** "12345678" -> "12,345,678" */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A whole number with thousands separators: 12500 -> "12,500". Fractions are rounded. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(n);
  const grouped = groupThousands(String(Math.abs(rounded)));
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** A number with thousands separators and up to three decimals: 1234567.5 -> "1,234,567.5". */
export function formatDecimal(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = "", fraction = ""] = Math.abs(n).toFixed(3).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const text = `${groupThousands(whole)}${decimals ? `.${decimals}` : ""}`;
  return n < 0 && text !== "0" ? `-${text}` : text;
}

/** Prices show in whole US dollars: "$12,500". */
export function formatPrice(price: string | number): string {
  const n = typeof price === "number" ? price : Number(price);
  if (!Number.isFinite(n)) return "$0";
  const whole = formatNumber(n);
  return whole.startsWith("-") ? `-$${whole.slice(1)}` : `$${whole}`;
}

export function formatDistance(miles: number): string {
  const shown = formatNumber(miles);
  return `${shown} ${shown === "1" ? "mile" : "miles"} away`;
}
