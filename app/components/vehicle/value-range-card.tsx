import type { ValueRange } from "~/modules/valuations/value-range.server";
import { formatPrice } from "~/shared/format";

const TREND = {
  up: { label: "Trending up", className: "text-emerald-700", arrow: "M7 17 17 7M9 7h8v8" },
  down: { label: "Trending down", className: "text-red-700", arrow: "M7 7l10 10M17 9v8H9" },
  stable: { label: "Stable", className: "text-slate-600", arrow: "M5 12h14M13 6l6 6-6 6" },
} as const;

export function ValueRangeCard({ range }: { range: ValueRange }) {
  const trend = TREND[range.trend];
  return (
    <section aria-labelledby="value-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="value-range">
      <div className="flex items-center justify-between gap-3">
        <h2 id="value-heading" className="text-lg font-semibold">Estimated Value Range</h2>
        <p className={`flex items-center gap-1 text-sm font-medium ${trend.className}`} data-testid="value-trend">
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d={trend.arrow} /></svg>
          {trend.label}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-xs uppercase text-slate-500">Low</dt><dd className="text-lg font-bold">{formatPrice(range.low)}</dd></div>
        <div className="rounded-lg bg-brand-50 p-3"><dt className="text-xs uppercase text-brand-700">Average</dt><dd className="text-lg font-bold text-brand-700">{formatPrice(range.average)}</dd></div>
        <div className="rounded-lg bg-slate-50 p-3"><dt className="text-xs uppercase text-slate-500">High</dt><dd className="text-lg font-bold">{formatPrice(range.high)}</dd></div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">Based on recent market values for this model year.</p>
    </section>
  );
}
