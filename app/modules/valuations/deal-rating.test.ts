import { describe, expect, it } from "vitest";
import { DEAL_THRESHOLDS, dealRatingOf, dealSentence, daysOnMarket, daysOnMarketText } from "./deal-rating";

describe("dealRatingOf", () => {
  it("rates a price by its share of the typical retail value, each bound inclusive", () => {
    const retail = 10_000;
    expect(dealRatingOf(8_800, retail)).toBe("great");
    expect(dealRatingOf(8_800.01, retail)).toBe("good");
    expect(dealRatingOf(9_500, retail)).toBe("good");
    expect(dealRatingOf(9_500.01, retail)).toBe("fair");
    expect(dealRatingOf(10_000, retail)).toBe("fair");
    expect(dealRatingOf(10_500, retail)).toBe("fair");
    expect(dealRatingOf(10_500.01, retail)).toBe("high");
    expect(dealRatingOf(11_500, retail)).toBe("high");
    expect(dealRatingOf(11_500.01, retail)).toBe("over");
    expect(dealRatingOf(1, retail)).toBe("great");
  });

  it("compares in cents, so a bound with decimals is exact", () => {
    // 88 % of 7,843.21 is 6,902.0248: 6,902.02 is at most that, 6,902.03 is above it.
    expect(dealRatingOf(6_902.02, 7_843.21)).toBe("great");
    expect(dealRatingOf(6_902.03, 7_843.21)).toBe("good");
  });

  it("gives no rating without a positive estimate", () => {
    expect(dealRatingOf(5_000, null)).toBeNull();
    expect(dealRatingOf(5_000, undefined)).toBeNull();
    expect(dealRatingOf(5_000, 0)).toBeNull();
  });

  it("has bounds that rise, so every price has exactly one rating", () => {
    const bounds = DEAL_THRESHOLDS.map((t) => t.upToPercent);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(DEAL_THRESHOLDS.map((t) => t.rating)).toEqual(["great", "good", "fair", "high"]);
  });
});

describe("dealSentence", () => {
  it("says how far below or above the typical retail value the price is, in whole dollars", () => {
    expect(dealSentence(6_650, 7_800, "2019 Honda CRF450R")).toBe("$1,150 below the typical retail value for a 2019 Honda CRF450R");
    expect(dealSentence(9_000, 7_800.4, "2019 Honda CRF450R")).toBe("$1,200 above the typical retail value for a 2019 Honda CRF450R");
  });

  it("says close to within 1 % of the value", () => {
    expect(dealSentence(7_878, 7_800, "2019 Honda CRF450R")).toBe("Close to the typical retail value for a 2019 Honda CRF450R");
    expect(dealSentence(7_722, 7_800, "2019 Honda CRF450R")).toBe("Close to the typical retail value for a 2019 Honda CRF450R");
    expect(dealSentence(7_879, 7_800, "2019 Honda CRF450R")).toBe("$79 above the typical retail value for a 2019 Honda CRF450R");
  });
});

describe("days on market", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("counts days since the listing was created", () => {
    expect(daysOnMarket("2026-11-25T01:00:00Z", now)).toBe(0);
    expect(daysOnMarket("2026-11-24T11:59:00Z", now)).toBe(1);
    expect(daysOnMarket("2026-11-13T12:00:00Z", now)).toBe(12);
    expect(daysOnMarket("2026-11-26T12:00:00Z", now)).toBe(0);
  });

  it("counts calendar days, as the listed date reads: listed just before midnight UTC is a day on market just after", () => {
    expect(daysOnMarket("2026-11-24T23:50:00Z", new Date("2026-11-25T00:10:00Z"))).toBe(1);
    expect(daysOnMarketText(daysOnMarket("2026-11-24T23:50:00Z", new Date("2026-11-25T00:10:00Z")))).toBe("1 day on market");
  });

  it("reads short", () => {
    expect(daysOnMarketText(0)).toBe("Listed today");
    expect(daysOnMarketText(1)).toBe("1 day on market");
    expect(daysOnMarketText(12)).toBe("12 days on market");
    expect(daysOnMarketText(1200)).toBe("1,200 days on market");
  });
});
