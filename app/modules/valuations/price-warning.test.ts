import { describe, expect, it } from "vitest";
import { priceWarning } from "./price-warning";

const range = { low: 6000, average: 7000, high: 8000, trend: "stable" as const };

describe("priceWarning", () => {
  it("warns about a price far above the typical value, with the ratio", () => {
    expect(priceWarning(28000, range)).toBe("This is 4× the typical retail value; check for a typo");
    expect(priceWarning("72500", range)).toBe("This is 10× the typical retail value; check for a typo");
    expect(priceWarning(17500, range)).toBe("This is 2.5× the typical retail value; check for a typo");
  });

  it("warns about a price far below it", () => {
    expect(priceWarning(700, range)).toBe("This is 10% of the typical retail value; check for a typo");
    expect(priceWarning(2, range)).toBe("This is 1% of the typical retail value; check for a typo");
  });

  it("says nothing inside the band, without a range, or without a price", () => {
    for (const price of [2900, 7000, 17000, 0, "", "abc", undefined]) expect(priceWarning(price, range), String(price)).toBeNull();
    expect(priceWarning(70000, null)).toBeNull();
    expect(priceWarning(70000, { ...range, average: 0 })).toBeNull();
  });
});
