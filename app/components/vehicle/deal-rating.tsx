import { DEAL_LABELS, daysOnMarketText, dealSentence, type DealRating } from "~/modules/valuations/deal-rating";

// The deal rating as text in a tinted pill: the words carry the meaning, the tint only repeats
// it, and each pair of text and background colours keeps a contrast of 4.5:1 or more.
const STYLES: Record<DealRating, string> = {
  great: "border-emerald-300 bg-emerald-50 text-emerald-900",
  good: "border-green-300 bg-green-50 text-green-900",
  fair: "border-slate-300 bg-slate-50 text-slate-800",
  high: "border-amber-300 bg-amber-50 text-amber-900",
  over: "border-red-300 bg-red-50 text-red-900",
};

export function DealBadge({ rating, className = "" }: { rating: DealRating | null | undefined; className?: string }) {
  if (!rating) return null;
  return (
    <span data-testid="deal-badge" data-rating={rating}
      className={`inline-flex w-fit items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STYLES[rating]} ${className}`}>
      {DEAL_LABELS[rating]}
    </span>
  );
}

/** The vehicle page's line: the rating, then how far the price is from the typical retail value. */
export function DealSummary({ rating, price, typicalValue, title }: { rating: DealRating | null; price: number; typicalValue: number | null; title: string }) {
  if (!rating || typicalValue === null) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="deal-summary">
      <DealBadge rating={rating} />
      <span data-testid="deal-sentence">{dealSentence(price, typicalValue, title)}</span>
    </p>
  );
}

export function DaysOnMarket({ days }: { days: number | null }) {
  if (days === null) return null;
  return <p className="text-sm text-slate-600" data-testid="days-on-market">{daysOnMarketText(days)}</p>;
}
