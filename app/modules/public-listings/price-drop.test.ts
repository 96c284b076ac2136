import { describe, expect, it } from "vitest";
import { RECENT_DROP_DAYS, daysAgoText, priceDropText, recentPriceDrop } from "./price-drop";

const now = new Date("2026-11-25T12:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

describe("price drop line", () => {
  it("words the days since the drop", () => {
    expect(daysAgoText(0)).toBe("today");
    expect(daysAgoText(1)).toBe("1 day ago");
    expect(daysAgoText(3)).toBe("3 days ago");
    expect(priceDropText({ amount: "500.00", daysAgo: 3 })).toBe("Price dropped $500 · 3 days ago");
    expect(priceDropText({ amount: "1250.00", daysAgo: 0 })).toBe("Price dropped $1,250 · today");
  });

  it("counts calendar days, as the price history dates the drop, and shows only a recent drop of at least a dollar", () => {
    expect(recentPriceDrop("500.00", ago(11), now)).toEqual({ amount: "500.00", daysAgo: 0 });
    expect(recentPriceDrop("500.00", ago(13), now)).toEqual({ amount: "500.00", daysAgo: 1 });
    expect(recentPriceDrop("500.00", ago(25), now)).toEqual({ amount: "500.00", daysAgo: 1 });
    expect(recentPriceDrop("500.00", ago(24 * (RECENT_DROP_DAYS - 1) + 1), now)?.daysAgo).toBe(RECENT_DROP_DAYS - 1);
    expect(recentPriceDrop("500.00", ago(24 * RECENT_DROP_DAYS), now)).toBeNull();
    expect(recentPriceDrop("0.40", ago(1), now)).toBeNull();
    expect(recentPriceDrop(null, null, now)).toBeNull();
  });
});
