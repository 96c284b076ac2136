import { describe, expect, it } from "vitest";
import { catalogWords } from "./catalog-words";
import { searchAsTyped, searchWithUnderstanding, understandWords, wordsToCheck } from "./understand";
import { editDistance, nearestWord } from "./spelling";
import { RIDERS_WORDS } from "./riders-words";
import { BOAT_TYPE_CHOICES, valuesOf } from "../choices";
import { VEHICLE_TYPE_SLUGS } from "~/modules/catalog/vehicle-types";
import { SUBTYPES } from "../../../../prisma/seed/catalog/subtypes";

const CATALOG = catalogWords({
  makes: [
    { name: "Honda", type: "dirtbike" },
    { name: "Honda", type: "atv" },
    { name: "Yamaha", type: "dirtbike" },
    { name: "Kawasaki", type: "dirtbike" },
    { name: "Can-Am", type: "atv" },
    { name: "Can-Am", type: "utv" },
    { name: "Harley-Davidson", type: "motorcycle" },
    { name: "Arctic Cat", type: "atv" },
    { name: "Sea-Doo", type: "boat" },
    { name: "Four Wheel Camper", type: "camper" },
    { name: "Custom", type: "sandrail" },
    { name: "Winnebago", type: "rv" },
    { name: "Winnebago", type: "camper" },
  ],
  models: ["CRF450R", "YZ450F", "RZR XP 1000", "Sea Ray 1900", "Spark Trixx", "Montauk"],
});

const understand = (text: string, corrected: Record<string, string> = {}) => understandWords(text, CATALOG, new Map(Object.entries(corrected)));

describe("riders' words and makes become filters", () => {
  it.each([
    ["side by side", { type: "utv" }, ""],
    ["side-by-side", { type: "utv" }, ""],
    ["sxs", { type: "utv" }, ""],
    ["four wheeler", { type: "atv" }, ""],
    ["4 wheeler", { type: "atv" }, ""],
    ["quads", { type: "atv" }, ""],
    ["dirt bike", { type: "dirtbike" }, ""],
    ["motocross", { type: "dirtbike", subtype: "motocross" }, ""],
    ["mx", { type: "dirtbike", subtype: "motocross" }, ""],
    ["enduro", { type: "dirtbike", subtype: "enduro" }, ""],
    ["jet ski", { type: "boat", boatType: "personal-watercraft" }, ""],
    ["jet skis", { type: "boat", boatType: "personal-watercraft" }, ""],
    ["pwc", { type: "boat", boatType: "personal-watercraft" }, ""],
    ["personal watercraft", { type: "boat", boatType: "personal-watercraft" }, ""],
    ["toy hauler", { type: "camper", subtype: "toy-hauler" }, ""],
    ["fifth wheel", { type: "camper", subtype: "fifth-wheel" }, ""],
    ["5th wheel", { type: "camper", subtype: "fifth-wheel" }, ""],
    ["class a", { type: "rv", subtype: "class-a" }, ""],
    ["class b", { type: "rv", subtype: "class-b" }, ""],
    ["class c", { type: "rv", subtype: "class-c" }, ""],
    ["pontoon boats", { type: "boat", boatType: "pontoon" }, ""],
    ["sand rail", { type: "sandrail" }, ""],
    ["dune buggy", { type: "sandrail" }, ""],
    ["atvs", { type: "atv" }, ""],
    ["motorcycles", { type: "motorcycle" }, ""],
    ["honda", { make: "Honda" }, ""],
    ["can am", { make: "Can-Am" }, ""],
    ["can-am", { make: "Can-Am" }, ""],
    ["canam", { make: "Can-Am" }, ""],
    ["harley", { make: "Harley-Davidson", type: "motorcycle" }, ""],
    ["hd", { make: "Harley-Davidson", type: "motorcycle" }, ""],
    ["harley davidson", { make: "Harley-Davidson", type: "motorcycle" }, ""],
    ["cat", { make: "Arctic Cat", type: "atv" }, ""],
    ["arctic cat", { make: "Arctic Cat", type: "atv" }, ""],
    ["sea doo", { make: "Sea-Doo", type: "boat" }, ""],
    ["four wheel camper", { make: "Four Wheel Camper", type: "camper" }, ""],
    ["winnebago", { make: "Winnebago" }, ""],
    ["honda atv", { make: "Honda", type: "atv" }, ""],
    ["can am side by side", { make: "Can-Am", type: "utv" }, ""],
    ["honda under 5000", { make: "Honda", priceMax: "5000" }, ""],
    ["2015 or newer yamaha dirt bike", { make: "Yamaha", type: "dirtbike", yearMin: "2015" }, ""],
    ["honda 450", { make: "Honda" }, "450"],
    ["honda crf450r garage kept", { make: "Honda" }, "crf450r garage kept"],
    ["rzr", {}, "rzr"],
    ["custom paint", {}, "custom paint"],
    ["honda or yamaha", {}, "honda or yamaha"],
    ["honda or yamaha under 5000", { priceMax: "5000" }, "honda or yamaha"],
    ['"trail ready" honda', { make: "Honda" }, '"trail ready"'],
    ["boat -pontoon", { type: "boat" }, "-pontoon"],
  ])("%s", (text, filters, keyword) => {
    const understood = understand(text);
    expect(understood.filters).toEqual(filters);
    expect(understood.keyword).toBe(keyword);
    expect(understood.corrections).toEqual([]);
  });

  it("leaves a word that contradicts an earlier one as a word", () => {
    expect(understand("atv utv")).toMatchObject({ filters: { type: "atv" }, keyword: "utv" });
    expect(understand("honda yamaha")).toMatchObject({ filters: { make: "Honda" }, keyword: "yamaha" });
  });

  it("every riders' word names a source and a meaning the filters accept", () => {
    const boatTypes: string[] = valuesOf(BOAT_TYPE_CHOICES);
    for (const entry of RIDERS_WORDS) {
      const name = entry.phrases.join();
      expect(entry.source.length, name).toBeGreaterThan(10);
      expect(Object.keys(entry.means).length, name).toBeGreaterThan(0);
      const { type, subtype, boatType } = entry.means;
      if (type) expect(VEHICLE_TYPE_SLUGS, name).toContain(type);
      if (boatType) expect(boatTypes, name).toContain(boatType);
      if (subtype) expect(Object.keys(SUBTYPES[type!]), name).toContain(subtype);
    }
  });
});

describe("misspelled words", () => {
  it("are read as their corrections, which then mean what the corrections mean", () => {
    const hnda = understand("hnda under 5000", { hnda: "honda" });
    expect(hnda).toEqual({ filters: { make: "Honda", priceMax: "5000" }, keyword: "", corrections: [{ typed: "hnda", read: "honda" }], read: "honda under 5000" });
    expect(understand("garage kep", { kep: "kept" })).toMatchObject({ filters: {}, keyword: "garage kept", read: "garage kept" });
  });

  it("are the words the catalog does not know, never a constraint's or a number", () => {
    expect(wordsToCheck("hnda under 5000 near 80202 garage kept", CATALOG)).toEqual(["hnda", "garage", "kept"]);
    expect(wordsToCheck("yamaha crf450r rzr mx 450", CATALOG)).toEqual([]);
  });

  it("are corrected to the nearest word within the edits their length allows", () => {
    const words = CATALOG.spellings;
    expect(nearestWord("hnda", words)).toBe("honda");
    expect(nearestWord("yamha", words)).toBe("yamaha");
    expect(nearestWord("kawasaky", words)).toBe("kawasaki");
    expect(nearestWord("winebago", words)).toBe("winnebago");
    expect(nearestWord("montuak", words)).toBe("montauk");
    expect(nearestWord("zzzz", words)).toBeNull();
    expect(nearestWord("hondaaaa", words)).toBeNull();
  });

  it("counts a swap of two letters as one edit", () => {
    expect(editDistance("polairs", "polaris", 2)).toBe(1);
    expect(editDistance("hnda", "honda", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});

describe("the search the words become", () => {
  it("sets the filters over the form's, keeps the rest of the search, and keeps the typed text when words were corrected", () => {
    const params = new URLSearchParams("keyword=hnda+under+5000&understand=1&priceMax=9000&zipCode=80202&page=3");
    const understood = understand("hnda under 5000", { hnda: "honda" });
    const next = searchWithUnderstanding(params, "hnda under 5000", understood);
    expect(Object.fromEntries(next)).toEqual({ priceMax: "5000", zipCode: "80202", make: "Honda", typed: "hnda under 5000" });
    expect(Object.fromEntries(searchAsTyped(next, "hnda under 5000", understood))).toEqual({ zipCode: "80202", keyword: "hnda under 5000" });
  });

  it("drops the filters of another type when the words name a type", () => {
    const params = new URLSearchParams("keyword=jet+ski&understand=1&type=dirtbike&make=Honda&model=CRF450R&engineSize=450");
    expect(Object.fromEntries(searchWithUnderstanding(params, "jet ski", understand("jet ski")))).toEqual({ type: "boat", boatType: "personal-watercraft" });
  });

  it("is the same search when understood again", () => {
    for (const text of ["hnda under 5000 garage kept", "can am side by side 2015+", "jet ski near 80202", "honda 450", "honda or yamaha"]) {
      const once = searchWithUnderstanding(new URLSearchParams({ keyword: text, understand: "1" }), text, understand(text, { hnda: "honda" }));
      const keyword = once.get("keyword") ?? "";
      const again = searchWithUnderstanding(new URLSearchParams([...once, ["understand", "1"]]), keyword, understand(keyword));
      once.delete("typed");
      expect(Object.fromEntries(again), text).toEqual(Object.fromEntries(once));
    }
  });
});
