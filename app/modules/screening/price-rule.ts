import { formatPrice } from "~/shared/format";
import { PRICE_RULE } from "./thresholds";
import type { ScreeningRule } from "./rule";

/** The value a vehicle in this condition may fairly ask, from its model year's typical retail value. */
export const expectedValue = (typicalValue: number, condition: string | null) =>
  Math.round(typicalValue * (PRICE_RULE.conditionFactors[condition ?? "good"] ?? 1));

/** A price far below the value range of its model, year and condition: the bait of many scams. */
export const priceRule: ScreeningRule = {
  name: "price-far-below-value",
  check({ price, typicalValue, condition, title }) {
    if (typicalValue === null || !(typicalValue > 0) || !(price > 0)) return [];
    const expected = expectedValue(typicalValue, condition);
    const ratio = price / expected;
    if (ratio > PRICE_RULE.farBelowRatio) return [];
    const percent = Math.max(1, Math.round(ratio * 100));
    return [
      {
        rule: "price-far-below-value",
        points: ratio <= PRICE_RULE.extremeRatio ? PRICE_RULE.extremePoints : PRICE_RULE.farBelowPoints,
        explanation: `Asks ${formatPrice(price)}, ${percent}% of the ${formatPrice(expected)} a ${title} in ${(condition ?? "good").replace(/_/g, " ")} condition typically sells for.`,
        evidence: { price, typicalValue, condition, expectedValue: expected, percentOfExpected: percent },
      },
    ];
  },
};
