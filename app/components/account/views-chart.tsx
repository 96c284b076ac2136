// Views per day over the last 30 days: a bar chart drawn as SVG on the server (nothing to
// hydrate), summed up in its text alternative, with the day-by-day numbers in a table for
// assistive technology (visually hidden: the bars show the same to sighted readers).
import { formatNumber } from "~/shared/format";
import { formatMonthDay } from "~/shared/dates";
import type { DailyViews } from "~/modules/seller-listings/listing-stats.server";

const W = 320;
const H = 120;
const PAD_TOP = 16;
const PAD_BOTTOM = 16;

/** "November 25" for a `YYYY-MM-DD` (UTC) day. */
export const dayLabel = (day: string) => formatMonthDay(`${day}T00:00:00Z`);

export function viewsChartSummary(perDay: DailyViews[]): string {
  const total = perDay.reduce((n, d) => n + d.views, 0);
  const busiest = perDay.reduce((best, d) => (d.views > best.views ? d : best), perDay[0]!);
  const first = dayLabel(perDay[0]!.day);
  const last = dayLabel(perDay[perDay.length - 1]!.day);
  if (total === 0) return `Views per day from ${first} to ${last}: no views yet.`;
  return `Views per day from ${first} to ${last}: ${formatNumber(total)} in all, most on ${dayLabel(busiest.day)} with ${formatNumber(busiest.views)}. The numbers per day follow in a table.`;
}

export function ViewsChart({ perDay }: { perDay: DailyViews[] }) {
  const most = Math.max(...perDay.map((d) => d.views));
  // With no views yet the bars stay flat on the axis.
  const high = Math.max(1, most);
  const slot = W / perDay.length;
  const plot = H - PAD_TOP - PAD_BOTTOM;
  return (
    <section aria-labelledby="views-chart-heading" data-testid="views-chart">
      <h2 id="views-chart-heading" className="text-xl font-semibold">Views, last 30 days</h2>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={viewsChartSummary(perDay)} className="mt-3 h-auto w-full max-w-xl rounded-lg border border-slate-200 bg-white">
        <text x={4} y={11} fontSize="10" fill="#475569">{formatNumber(most)}</text>
        <line x1={0} x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} stroke="#94a3b8" strokeWidth="1" />
        {perDay.map((d, i) => {
          const height = (d.views / high) * plot;
          return <rect key={d.day} x={i * slot + slot * 0.15} width={slot * 0.7} y={H - PAD_BOTTOM - height} height={height} fill="#1d4ed8" data-day={d.day} data-views={d.views} />;
        })}
        <text x={4} y={H - 4} fontSize="10" fill="#475569">{dayLabel(perDay[0]!.day)}</text>
        <text x={W - 4} y={H - 4} fontSize="10" fill="#475569" textAnchor="end">{dayLabel(perDay[perDay.length - 1]!.day)}</text>
      </svg>
      <table className="sr-only" data-testid="views-table">
        <caption>Views per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((d) => (
            <tr key={d.day}>
              <th scope="row"><time dateTime={d.day}>{dayLabel(d.day)}</time></th>
              <td>{formatNumber(d.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
