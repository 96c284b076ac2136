// The vehicle page's "Price history": a step chart of the price since listing, drawn as SVG on
// the server (no chart library, nothing to hydrate), and the list of changes, which is what
// assistive technology reads (the chart's text alternative only sums it up).
import { formatPrice } from "~/shared/format";
import { formatDate } from "~/shared/dates";
import type { PriceHistory } from "~/modules/seller-listings/price-history.server";

const W = 320;
const H = 120;
const PAD_X = 8;
const PAD_Y = 14;

interface Point {
  at: number;
  price: number;
}

function stepPath(points: Point[], end: number) {
  const first = points[0]!.at;
  const span = end - first;
  const prices = points.map((p) => p.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  // Changes made within moments of each other would sit on one another: spread them evenly then.
  const x = (p: Point, i: number) => PAD_X + (span > 0 ? (p.at - first) / span : i / points.length) * (W - 2 * PAD_X);
  const y = (price: number) => (high > low ? PAD_Y + ((high - price) / (high - low)) * (H - 2 * PAD_Y) : H / 2);
  const xs = points.map(x);
  const d = points.map((p, i) => (i === 0 ? `M${xs[0]!.toFixed(1)} ${y(p.price).toFixed(1)}` : `H${xs[i]!.toFixed(1)} V${y(p.price).toFixed(1)}`)).join(" ");
  return { d: `${d} H${(W - PAD_X).toFixed(1)}`, dots: points.map((p, i) => ({ cx: xs[i]!, cy: y(p.price) })), low, high };
}

function changeText(oldPrice: string, newPrice: string) {
  const diff = Number(newPrice) - Number(oldPrice);
  return `${diff < 0 ? "down" : "up"} ${formatPrice(Math.abs(diff))}`;
}

/** Shown only when the price has changed at least once: a single price needs no history. */
export function PriceHistorySection({ history, asOf }: { history: PriceHistory; asOf: string }) {
  const points: Point[] = [
    { at: Date.parse(history.listedAt), price: Number(history.listedPrice) },
    ...history.changes.map((c) => ({ at: Date.parse(c.changedAt), price: Number(c.newPrice) })),
  ];
  const end = Math.max(Date.parse(asOf), points[points.length - 1]!.at);
  const { d, dots, low, high } = stepPath(points, end);
  const current = history.changes[history.changes.length - 1]!.newPrice;
  const count = history.changes.length;
  const summary = `Price since listing: listed at ${formatPrice(history.listedPrice)} on ${formatDate(history.listedAt)}, now ${formatPrice(current)} after ${count} ${count === 1 ? "change" : "changes"}. The changes are listed below.`;
  return (
    <section aria-labelledby="price-history-heading" data-testid="price-history">
      <h2 id="price-history-heading" className="text-xl font-semibold">Price history</h2>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="mt-3 h-auto w-full max-w-md rounded-lg border border-slate-200 bg-white" data-testid="price-chart">
        <text x={W - PAD_X} y={11} textAnchor="end" fontSize="10" fill="#475569">{formatPrice(high)}</text>
        {high > low ? <text x={W - PAD_X} y={H - 3} textAnchor="end" fontSize="10" fill="#475569">{formatPrice(low)}</text> : null}
        <path d={d} fill="none" stroke="#1d4ed8" strokeWidth="2" strokeLinejoin="round" />
        {dots.map((dot, i) => <circle key={i} cx={dot.cx} cy={dot.cy} r="3" fill="#1d4ed8" />)}
      </svg>
      <ol className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm" data-testid="price-changes">
        <li className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
          <time dateTime={history.listedAt}>{formatDate(history.listedAt)}</time>
          <span>Listed at {formatPrice(history.listedPrice)}</span>
        </li>
        {history.changes.map((c, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
            <time dateTime={c.changedAt}>{formatDate(c.changedAt)}</time>
            <span>
              {formatPrice(c.oldPrice)} → {formatPrice(c.newPrice)} <span className="text-slate-600">({changeText(c.oldPrice, c.newPrice)})</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
