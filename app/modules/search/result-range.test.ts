import { describe, expect, it } from "vitest";
import { resultRangeText } from "./filter-values";

describe("the result range line", () => {
  it("says one result in the singular, without a range", () => {
    expect(resultRangeText(1, 1, 1)).toBe("Showing 1 result");
  });

  it("shows a range with an en dash and grouped numbers", () => {
    expect(resultRangeText(1, 20, 2194)).toBe("Showing 1–20 of 2,194 results");
    expect(resultRangeText(3, 4, 4)).toBe("Showing 3–4 of 4 results");
    expect(resultRangeText(1001, 1032, 1050)).toBe("Showing 1,001–1,032 of 1,050 results");
  });

  it("names a lone last result by its number", () => {
    expect(resultRangeText(21, 21, 21)).toBe("Showing 21 of 21 results");
  });

  it("keeps a lower-bound total as such", () => {
    expect(resultRangeText(1, 32, 1000, false)).toBe("Showing 1–32 of 1,000+ results");
    expect(resultRangeText(1, 1, 1, false)).toBe("Showing 1 of 1+ results");
  });
});
