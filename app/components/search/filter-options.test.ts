import { describe, expect, it } from "vitest";
import { sortChoicesFor } from "./filter-options";

const list = (query: string) => sortChoicesFor(new URLSearchParams(query));

describe("the sort list", () => {
  it("offers the order a search gets without a chosen sort as its empty choice", () => {
    expect(list("").choices[0]).toEqual({ value: "", label: "Recommended" });
    expect(list("keyword=pontoon").choices[0]).toEqual({ value: "", label: "Best Match" });
    expect(list("zipCode=10001").choices[0]).toEqual({ value: "", label: "Nearest First" });
    expect(list("zipCode=10001&keyword=pontoon").choices[0]).toEqual({ value: "", label: "Nearest First" });
    // An unfinished zip code does not search by distance.
    expect(list("zipCode=100").choices[0]).toEqual({ value: "", label: "Recommended" });
  });

  it("lists every other order once, and shows the chosen one", () => {
    const withZip = list("zipCode=10001&sortBy=newest");
    expect(withZip.shown).toBe("newest");
    expect(withZip.choices.map((c) => c.value)).toEqual(["", "newest", "oldest", "price_low", "price_high", "mileage_low", "mileage_high", "best_deal"]);
    expect(list("zipCode=10001&sortBy=nearest").shown).toBe("");
    // Newest first is a chosen order, not the default (which puts priority placement first).
    expect(list("sortBy=newest").shown).toBe("newest");
    expect(list("").choices.map((c) => c.value)).toEqual(["", "newest", "oldest", "price_low", "price_high", "mileage_low", "mileage_high", "nearest", "best_deal"]);
    expect(list("keyword=x").choices.map((c) => c.value)).toContain("newest");
    expect(list("sortBy=best_deal").choices.find((c) => c.value === "best_deal")).toEqual({ value: "best_deal", label: "Best deals" });
  });
});
