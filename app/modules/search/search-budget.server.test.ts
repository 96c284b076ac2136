import { beforeEach, describe, expect, it } from "vitest";
import { parseSearchParams, type SearchFilters } from "./filters";
import { isExpensiveSearch, resetSearchBudgets, takeSearchToken } from "./search-budget.server";

function filters(query: string): SearchFilters {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
}

beforeEach(() => resetSearchBudgets());

describe("isExpensiveSearch", () => {
  it.each(["keyword=honda", "zipCode=90210&radius=250", "zipCode=90210&radius=500", "zipCode=99950&sortBy=nearest", "zipCode=99950", "page=63&limit=32", "limit=100"])(
    "counts %s against the budget",
    (query) => expect(isExpensiveSearch(filters(query))).toBe(true),
  );

  it.each(["", "type=dirtbike&make=Honda", "zipCode=90210&radius=100&sortBy=nearest", "zipCode=90210&sortBy=price_low", "page=62&limit=32", "sortBy=price_low&limit=50", `keyword=${"-".repeat(40)}`])(
    "lets %s through without counting",
    (query) => expect(isExpensiveSearch(filters(query))).toBe(false),
  );
});

describe("takeSearchToken", () => {
  it("allows a burst of the per-minute budget, then refuses with the seconds until the next token", () => {
    const now = 1_000_000;
    for (let i = 0; i < 6; i++) expect(takeSearchToken("203.0.113.7", 6, now)).toBe(0);
    expect(takeSearchToken("203.0.113.7", 6, now)).toBe(10);
    expect(takeSearchToken("203.0.113.7", 6, now + 5_000)).toBe(5);
    // Another address has its own bucket.
    expect(takeSearchToken("198.51.100.1", 6, now)).toBe(0);
  });

  it("refills at the per-minute rate, never above the burst", () => {
    const now = 1_000_000;
    for (let i = 0; i < 6; i++) takeSearchToken("203.0.113.7", 6, now);
    expect(takeSearchToken("203.0.113.7", 6, now + 10_000)).toBe(0);
    expect(takeSearchToken("203.0.113.7", 6, now + 10_000)).toBeGreaterThan(0);
    const later = now + 60 * 60_000;
    for (let i = 0; i < 6; i++) expect(takeSearchToken("203.0.113.7", 6, later)).toBe(0);
    expect(takeSearchToken("203.0.113.7", 6, later)).toBeGreaterThan(0);
  });
});
