import { describe, expect, it } from "vitest";
import { catalogWords } from "./catalog-words";
import { searchAsTyped, searchWithUnderstanding, understandWords, wordsToCheck } from "./understand";
import { editDistance, nearestWord } from "./spelling";
import { RIDERS_WORDS } from "./riders-words";
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
    { name: "Suzuki", type: "dirtbike" },
    { name: "Suzuki", type: "motorcycle" },
    { name: "MasterCraft", type: "boat" },
    { name: "Yamaha Boats", type: "boat" },
  ],
  models: [
    ["CRF450R", "Honda", "dirtbike"],
    ["YZ450F", "Yamaha", "dirtbike"],
    ["RZR XP 1000", "Polaris", "utv"],
    ["Sea Ray 1900", "Sea Ray", "boat"],
    ["Montauk", "Boston Whaler", "boat"],
    ["DR-Z400S", "Suzuki", "dirtbike"],
    ["DR-Z400SM", "Suzuki", "motorcycle"],
    ["KLR650", "Kawasaki", "motorcycle"],
    ["MT-09", "Yamaha", "motorcycle"],
    ["Hayabusa", "Suzuki", "motorcycle"],
    ["R-Pod", "Forest River", "camper"],
    ["Ninja ZX-10R", "Kawasaki", "motorcycle"],
    ["450 SX-F", "KTM", "dirtbike"],
    ["Ténéré 700", "Yamaha", "motorcycle"],
    ["Bambi", "Airstream", "camper"],
    ["Bambi", "Airstream", "rv"],
    ["Sport", "Airstream", "camper"],
  ].map(([name, make, type]) => ({ name: name!, make: make!, type: type! })),
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
    ["jet ski", { type: "boat", subtype: "personal-watercraft" }, ""],
    ["jet skis", { type: "boat", subtype: "personal-watercraft" }, ""],
    ["pwc", { type: "boat", subtype: "personal-watercraft" }, ""],
    ["personal watercraft", { type: "boat", subtype: "personal-watercraft" }, ""],
    ["toy hauler", { type: "camper", subtype: "toy-hauler" }, ""],
    ["fifth wheel", { type: "camper", subtype: "fifth-wheel" }, ""],
    ["5th wheel", { type: "camper", subtype: "fifth-wheel" }, ""],
    ["class a", { type: "rv", subtype: "class-a" }, ""],
    ["class b", { type: "rv", subtype: "class-b" }, ""],
    ["class c", { type: "rv", subtype: "class-c" }, ""],
    ["pontoon boats", { type: "boat", subtype: "pontoon" }, ""],
    ["sand rail", { type: "sandrail" }, ""],
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
    ["honda crf450r garage kept", { make: "Honda", type: "dirtbike" }, "CRF450R garage kept"],
    ["rzr", {}, "rzr"],
    ["rzr xp 1000", { make: "Polaris", type: "utv" }, "RZR XP 1000"],
    ["drz400", {}, "DR-Z400S"],
    ["klr 650", { make: "Kawasaki", type: "motorcycle" }, "KLR650"],
    ["mt09", { make: "Yamaha", type: "motorcycle" }, "MT-09"],
    ["mt-09", { make: "Yamaha", type: "motorcycle" }, "MT-09"],
    ["tenere 700", { make: "Yamaha", type: "motorcycle" }, "Ténéré 700"],
    ["crf450r", { make: "Honda", type: "dirtbike" }, "CRF450R"],
    ["sport side by side", { type: "utv", subtype: "sport-utv" }, ""],
    ["sport", {}, "sport"],
    ["bambi", {}, "bambi"],
    ["busa", { make: "Suzuki" }, "hayabusa"],
    ["rpod", {}, "R-Pod"],
    ["zx10r", {}, "Ninja ZX-10R"],
    ["450 sxf", { make: "KTM", type: "dirtbike" }, "450 SX-F"],
    ["gixxer", { make: "Suzuki" }, "gsx"],
    ["waverunner", { type: "boat", subtype: "personal-watercraft", make: "Yamaha" }, ""],
    ["dune buggy", { type: "sandrail", subtype: "dune-buggy" }, ""],
    ["4 seat sand rail", { type: "sandrail", subtype: "four-seat" }, ""],
    ["low miles harley", { make: "Harley-Davidson", type: "motorcycle", sortBy: "mileage_low" }, ""],
    ["master craft", { make: "MasterCraft", type: "boat" }, ""],
    ["yamaha boat", { make: "Yamaha Boats", type: "boat" }, ""],
    ["kids quad", { type: "atv", subtype: "youth-atv" }, ""],
    ["electric motorcycle", { type: "motorcycle", fuelType: "electric" }, ""],
    ["cheap dirt bike", { type: "dirtbike", sortBy: "price_low" }, ""],
    ["motorcycle 5000 to 10000", { type: "motorcycle", priceMin: "5000", priceMax: "10000" }, ""],
    ["2008 busa", { make: "Suzuki", yearMin: "2008", yearMax: "2008" }, "hayabusa"],
    ["2019 crf450r", { make: "Honda", type: "dirtbike", yearMin: "2019", yearMax: "2019" }, "CRF450R"],
    ["naked bike", { type: "motorcycle", subtype: "standard" }, ""],
    ["pit bike", { type: "dirtbike", subtype: "mini" }, ""],
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
    for (const entry of RIDERS_WORDS) {
      const name = entry.phrases.join();
      expect(entry.source.length, name).toBeGreaterThan(10);
      expect(Object.keys(entry.means).length, name).toBeGreaterThan(0);
      const { type, subtype } = entry.means;
      if (type) expect(VEHICLE_TYPE_SLUGS, name).toContain(type);
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

  it("never touch a word the catalog knows as typed", () => {
    expect(understand("master craft", { master: "masters", craft: "crafts" })).toMatchObject({ filters: { make: "MasterCraft" }, corrections: [] });
    expect(wordsToCheck("master craft 450 sxf", CATALOG)).toEqual([]);
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
    expect(Object.fromEntries(searchWithUnderstanding(params, "jet ski", understand("jet ski")))).toEqual({ type: "boat", subtype: "personal-watercraft" });
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
