import { describe, expect, it } from "vitest";
import { formatDecimal, formatDistance, formatNumber, formatPrice } from "./format";

// Intl (with full locale data in Node) is the reference the hand-written formatters must match.
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("en-US");

const NUMBERS = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_500, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 99_999_999.99, 2_147_483_647,
  0.4, 0.5, 1.5, 2.5, 1234.49, 1234.5, 1234.567, 7250.0, -1, -999, -1000, -1234.5];

describe("formatting without Intl", () => {
  it("formats whole numbers, prices and distances exactly as Intl's en-US does", () => {
    for (const n of NUMBERS) {
      const rounded = Math.round(n);
      expect(formatNumber(n), String(n)).toBe(whole.format(rounded));
      expect(formatPrice(n), String(n)).toBe(dollars.format(rounded));
      expect(formatPrice(String(n)), String(n)).toBe(dollars.format(rounded));
      if (n >= 0) expect(formatDistance(n)).toBe(`${whole.format(rounded)} ${whole.format(rounded) === "1" ? "mile" : "miles"} away`);
    }
  });

  it("says mile for a distance that rounds to one", () => {
    expect(formatDistance(1)).toBe("1 mile away");
    expect(formatDistance(0.6)).toBe("1 mile away");
    expect(formatDistance(1.4)).toBe("1 mile away");
    expect(formatDistance(0.4)).toBe("0 miles away");
    expect(formatDistance(2)).toBe("2 miles away");
  });

  it("formats decimals as Number#toLocaleString does", () => {
    for (const n of NUMBERS) expect(formatDecimal(n), String(n)).toBe(decimal.format(n));
  });

  it("shows an unreadable price as $0", () => {
    expect(formatPrice("not a price")).toBe("$0");
    expect(formatPrice(Number.NaN)).toBe("$0");
  });
});
