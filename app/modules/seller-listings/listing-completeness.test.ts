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
      { id: "photos", text: "Add at least 6 photos: listings with 6+ get more views", points: 25 },
      { id: "description", text: "Write a description of at least 80 words: condition, service history and upgrades", points: 25 },
      { id: "identifier", text: "Add the VIN", points: 20 },
      { id: "mileage", text: "Add the mileage or hours: buyers filter by it", points: 15 },
    ]);
    expect(listingCompleteness({ ...complete, photos: 0 }).hints.map((h) => h.id)).toEqual(["photos", "photo"]);
    expect(listingCompleteness({ ...complete, photos: 0 }).score).toBe(60);
  });

  it("asks boats for the HIN, and on-road types for the VIN", () => {
    expect(listingCompleteness({ ...complete, type: "boat", identifier: " " }).hints).toEqual([{ id: "identifier", text: "Add the HIN", points: 20 }]);
    expect(listingCompleteness({ ...complete, type: "rv", identifier: null }).hints).toEqual([{ id: "identifier", text: "Add the VIN", points: 20 }]);
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

  it("lists every missing rule with the points it would add, which make up what the score lacks of 100", () => {
    // A dirtbike with one photo: 80 points apply, so "6+ photos" (25 of them) is worth 31 of 100.
    const onePhoto = listingCompleteness({ ...complete, type: "dirtbike", photos: 1, identifier: null });
    expect(onePhoto).toEqual({ score: 69, hints: [{ id: "photos", text: "Add at least 6 photos: listings with 6+ get more views", points: 31 }] });
    const bare = listingCompleteness({ type: "dirtbike", photos: 0, description: "", mileage: null, identifier: null });
    expect(bare.score).toBe(0);
    expect(bare.hints.map((h) => [h.id, h.points])).toEqual([["photos", 31], ["description", 31], ["photo", 19], ["mileage", 19]]);
    for (const facts of [{ ...complete, photos: 0 }, { ...complete, type: "boat", mileage: null, identifier: null }, { ...complete, type: "atv", description: "", photos: 3 }]) {
      const { score, hints } = listingCompleteness(facts);
      expect(score + hints.reduce((sum, h) => sum + h.points, 0)).toBe(100);
    }
  });

  it("counts words separated by any whitespace", () => {
    expect(wordCount("  Garage kept,\nnew\ttires  ")).toBe(4);
    expect(wordCount("")).toBe(0);
  });
});
