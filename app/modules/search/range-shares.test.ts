// Shares of the market from the planner's statistics, without a database: the most common values
// count as themselves, the rest by where the range falls in the histogram's equal buckets.
import { describe, expect, it } from "vitest";
import { rangeShares, shareWithin, type ColumnStatistics } from "./range-shares.server";

// Half the rows in two common years, a tenth without a value, the other 40 % spread evenly over 0..40.
const stats: ColumnStatistics = { nullFraction: 0.1, common: [[2020, 0.3], [2021, 0.2]], histogram: [0, 10, 20, 30, 40] };

describe("a range's share of the market", () => {
  it("adds the common values inside it and its part of the histogram", () => {
    expect(shareWithin(stats, 2020, 2021)).toBeCloseTo(0.5);
    expect(shareWithin(stats, 2021, undefined)).toBeCloseTo(0.2);
    expect(shareWithin(stats, 5, 15)).toBeCloseTo(0.1);
    expect(shareWithin(stats, undefined, 20)).toBeCloseTo(0.2);
    expect(shareWithin(stats, undefined, undefined)).toBeCloseTo(0.9);
    // Past the histogram's ends: nothing beyond them.
    expect(shareWithin(stats, 50, 60)).toBe(0);
  });

  it("is unknown without statistics, or without a histogram for the values that are not common", () => {
    expect(shareWithin(undefined, 1, 2)).toBeNull();
    expect(shareWithin({ nullFraction: 0, common: [[1, 0.5]], histogram: [] }, 1, 2)).toBeNull();
    expect(shareWithin({ nullFraction: 0, common: [[1, 0.5], [2, 0.5]], histogram: [] }, 2, 3)).toBeCloseTo(0.5);
  });

  it("is given for each range filter a search has", () => {
    const market = new Map([["year", stats] as const]);
    expect(rangeShares({ yearMin: 2021 }, market)).toEqual({ year: expect.closeTo(0.2) });
    expect(rangeShares({ yearMin: 2021, priceMax: 5000 }, market)).toEqual({ year: expect.closeTo(0.2), price: null });
    expect(rangeShares({}, market)).toEqual({});
  });
});
