import { describe, expect, it } from "vitest";
import { COMPLETENESS_RULES, listingCompleteness, wordCount, type ListingFacts } from "./listing-completeness";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const complete: ListingFacts = { type: "motorcycle", photos: 6, description: words(80), mileage: 4200, identifier: "1HD1KEF14PB123456" };

describe("listing completeness", () => {
  it("gives 100 with no hints when every rule is met", () => {
    expect(listingCompleteness(complete)).toEqual({ score: 100, hints: [] });
  });

  it("adds up to 100 points when every rule applies", () => {
    expect(COMPLETENESS_RULES.reduce((n, r) => n + r.points, 0)).toBe(100);
  });

  it("takes each missing rule's points off and hints at it, the rules worth most first", () => {
    const thin = listingCompleteness({ ...complete, photos: 2, description: words(79), mileage: null, identifier: null });
    // Only "a photo" (15 points) is met.
    expect(thin.score).toBe(15);
    expect(thin.hints).toEqual([
      { id: "photos", text: "Add at least 6 photos: listings with 6+ get more views" },
      { id: "description", text: "Write a description of at least 80 words: condition, service history and upgrades" },
      { id: "identifier", text: "Add the VIN" },
      { id: "mileage", text: "Add the mileage or hours: buyers filter by it" },
    ]);
    expect(listingCompleteness({ ...complete, photos: 0 }).hints.map((h) => h.id)).toEqual(["photos", "photo"]);
    expect(listingCompleteness({ ...complete, photos: 0 }).score).toBe(60);
  });

  it("asks boats for the HIN, and on-road types for the VIN", () => {
    expect(listingCompleteness({ ...complete, type: "boat", identifier: " " }).hints).toEqual([{ id: "identifier", text: "Add the HIN" }]);
    expect(listingCompleteness({ ...complete, type: "rv", identifier: null }).hints).toEqual([{ id: "identifier", text: "Add the VIN" }]);
  });

  it("scores types without an identifier on the other rules alone", () => {
    // 80 points apply; 40 of them (photos 25, mileage 15) are missing: 50.
    const offRoad = { ...complete, type: "dirtbike", photos: 1, mileage: null, identifier: null };
    expect(listingCompleteness(offRoad)).toMatchObject({ score: 50 });
    expect(listingCompleteness(offRoad).hints.map((h) => h.id)).toEqual(["photos", "mileage"]);
    expect(listingCompleteness({ ...complete, type: "dirtbike", identifier: null })).toEqual({ score: 100, hints: [] });
    // 100 points apply to a motorcycle; 6+ photos (25) missing: 75.
    expect(listingCompleteness({ ...complete, photos: 5 }).score).toBe(75);
  });

  it("counts words separated by any whitespace", () => {
    expect(wordCount("  Garage kept,\nnew\ttires  ")).toBe(4);
    expect(wordCount("")).toBe(0);
  });
});
