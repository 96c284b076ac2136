// The key a shared search answer is kept under: the same search however its URL was written.
import { describe, expect, it } from "vitest";
import { parseSearchParams, type SearchFilters } from "./filters";
import { searchKey } from "./shared-results.server";

function filters(query: string): SearchFilters {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
}

describe("a shared search's key", () => {
  it("is the same for the same filters in any order, with defaults written or left out", () => {
    expect(searchKey(filters("type=boat&priceMax=20000"))).toBe(searchKey(filters("priceMax=20000&type=boat")));
    expect(searchKey(filters("type=boat"))).toBe(searchKey(filters("type=boat&page=1&make=")));
  });

  it("differs for any other filter, page or scope", () => {
    const keys = [
      searchKey(filters("type=boat")),
      searchKey(filters("type=boat&page=2")),
      searchKey(filters("type=boat&sortBy=price_low")),
      searchKey(filters("type=rv")),
      searchKey(filters("type=boat"), { dealershipId: 7 }),
      searchKey(filters("type=boat"), { dealershipId: 8 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
