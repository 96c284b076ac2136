// How much of the market a range of year, price or mileage holds, from the planner's own
// statistics of the listings (pg_stats: the most common values and a histogram of the rest),
// kept a few minutes. A keyword search uses it to tell a broad range from a narrow one (decision 61).
import { publicReader } from "~/utils/db.server";
import { keptReference } from "~/utils/kept-reference.server";

export type RangeColumn = "year" | "price" | "mileage";

export interface ColumnStatistics {
  nullFraction: number;
  /** The most common values and the share of rows each holds. */
  common: [value: number, share: number][];
  /** Bounds of equally filled buckets of the other values. */
  histogram: number[];
}

export type RangeStatistics = Map<RangeColumn, ColumnStatistics>;

interface StatisticsRow {
  column: RangeColumn;
  null_frac: number;
  common_values: number[] | null;
  common_shares: number[] | null;
  histogram: number[] | null;
}

/** The listings' statistics of year, price and mileage, kept a few minutes; empty before the table was first analyzed. */
export const rangeStatistics = keptReference(async (): Promise<RangeStatistics> => {
  const rows = await publicReader().$queryRaw<StatisticsRow[]>`
    SELECT attname::text AS column, null_frac::float8 AS null_frac, most_common_vals::text::float8[] AS common_values,
           most_common_freqs::float8[] AS common_shares, histogram_bounds::text::float8[] AS histogram
      FROM pg_stats
     WHERE schemaname = current_schema() AND tablename = 'listings' AND attname IN ('year', 'price', 'mileage')`;
  return new Map(
    rows.map((r) => [
      r.column,
      { nullFraction: r.null_frac, common: (r.common_values ?? []).map((v, i) => [v, r.common_shares?.[i] ?? 0]), histogram: r.histogram ?? [] },
    ]),
  );
});

/** Where a value falls in the histogram, as the share of its buckets below it. */
function below(bounds: number[], value: number): number {
  if (value <= bounds[0]!) return 0;
  if (value >= bounds.at(-1)!) return 1;
  let i = 0;
  while (bounds[i + 1]! <= value) i++;
  const width = bounds[i + 1]! - bounds[i]!;
  return (i + (width > 0 ? (value - bounds[i]!) / width : 0)) / (bounds.length - 1);
}

/** The share of all listings whose value lies within [min, max] (either end open); null when unknown. */
export function shareWithin(stats: ColumnStatistics | undefined, min: number | undefined, max: number | undefined): number | null {
  if (!stats) return null;
  const inside = (v: number) => (min === undefined || v >= min) && (max === undefined || v <= max);
  let common = 0;
  let commonTotal = 0;
  for (const [value, share] of stats.common) {
    commonTotal += share;
    if (inside(value)) common += share;
  }
  const others = Math.max(0, 1 - stats.nullFraction - commonTotal);
  if (others > 0 && stats.histogram.length < 2) return null;
  const histogram = others > 0 ? (max === undefined ? 1 : below(stats.histogram, max)) - (min === undefined ? 0 : below(stats.histogram, min)) : 0;
  return common + others * Math.max(0, histogram);
}

const RANGES: [RangeColumn, "yearMin" | "priceMin" | "mileageMin", "yearMax" | "priceMax" | "mileageMax"][] = [
  ["year", "yearMin", "yearMax"],
  ["price", "priceMin", "priceMax"],
  ["mileage", "mileageMin", "mileageMax"],
];

type RangeFilters = Partial<Record<"yearMin" | "yearMax" | "priceMin" | "priceMax" | "mileageMin" | "mileageMax", number>>;

/** Whether the filters have any range of year, price or mileage. */
export const hasRangeFilter = (f: RangeFilters) => RANGES.some(([, min, max]) => f[min] !== undefined || f[max] !== undefined);

/** Each range filter's share of the market (null when the statistics do not tell). */
export function rangeShares(f: RangeFilters, stats: RangeStatistics): RangeShares {
  const shares: RangeShares = {};
  for (const [column, min, max] of RANGES) {
    if (f[min] !== undefined || f[max] !== undefined) shares[column] = shareWithin(stats.get(column), f[min], f[max]);
  }
  return shares;
}

export type RangeShares = Partial<Record<RangeColumn, number | null>>;
