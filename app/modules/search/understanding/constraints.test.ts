import { describe, expect, it } from "vitest";
import { readConstraints, radiusFor } from "./constraints";
import { keywordOf, typedTokens } from "./typed-words";

const read = (text: string, modelNumbers: string[] = []) => {
  const tokens = typedTokens(text);
  const { filters, used } = readConstraints(tokens, new Set(modelNumbers));
  return { filters, keyword: keywordOf(tokens.filter((_, i) => !used.has(i))) };
};

describe("constraints in words", () => {
  it.each([
    ["honda under 5000", { priceMax: "5000" }, "honda"],
    ["less than $5k", { priceMax: "5000" }, ""],
    ["under $5,000", { priceMax: "5000" }, ""],
    ["below 7.5k dollars", { priceMax: "7500" }, ""],
    ["yamaha 5 grand or less", { priceMax: "5000" }, "yamaha"],
    ["over $20k", { priceMin: "20000" }, ""],
    ["$10k+", { priceMin: "10000" }, ""],
    ["at least 3000", { priceMin: "3000" }, ""],
    ["between $5k and $10k", { priceMin: "5000", priceMax: "10000" }, ""],
    ["$5k-$10k pontoon", { priceMin: "5000", priceMax: "10000" }, "pontoon"],
    ["from 8000 to 12000", { priceMin: "8000", priceMax: "12000" }, ""],
    ["<5000", { priceMax: "5000" }, ""],
    ["2015 or newer", { yearMin: "2015" }, ""],
    ["2015+ rzr", { yearMin: "2015" }, "rzr"],
    ["newer than 2015", { yearMin: "2016" }, ""],
    ["since 2018", { yearMin: "2018" }, ""],
    ["before 2010", { yearMax: "2009" }, ""],
    ["2012 or older", { yearMax: "2012" }, ""],
    ["2015-2020", { yearMin: "2015", yearMax: "2020" }, ""],
    ["2015 to 2020 ktm", { yearMin: "2015", yearMax: "2020" }, "ktm"],
    ["2019 crf450r", { yearMin: "2019", yearMax: "2019" }, "crf450r"],
    ["under 5000 miles", { mileageMax: "5000" }, ""],
    ["5000 miles or less", { mileageMax: "5000" }, ""],
    ["near 80202", { zipCode: "80202" }, ""],
    ["in 02134", { zipCode: "02134" }, ""],
    ["within 50 miles", { radius: "50" }, ""],
    ["within 50 miles of 80202", { radius: "50", zipCode: "80202" }, ""],
    ["within 60 miles of 80202", { radius: "100", zipCode: "80202" }, ""],
    ["boats 200 miles from 10001", { radius: "250", zipCode: "10001" }, "boats"],
    ["pontoon in texas", { state: "TX" }, "pontoon"],
    ["in new mexico", { state: "NM" }, ""],
    ["honda under 5000 near 80202", { priceMax: "5000", zipCode: "80202" }, "honda"],
  ])("%s", (text, filters, keyword) => {
    expect(read(text)).toEqual({ filters, keyword });
  });

  it.each([
    ["honda 450", "a model number"],
    ["crf 250", "a model number"],
    ["yz 125", "a model number"],
    ["5000 miles", "a mileage without a bound or a place"],
    ["under 100 hours", "hours are not a filter"],
    ["in great shape", "in without a place"],
    ["by owner", "by without a zip code"],
    ["honda or yamaha", "the keyword's own syntax"],
    ['"under 5000"', "a quoted phrase"],
    ["250 to 450", "two numbers that are neither money nor years"],
  ])("%s stays the keyword (%s)", (text) => {
    expect(read(text)).toEqual({ filters: {}, keyword: text });
  });

  it("leaves a year alone that is also a model's number", () => {
    expect(read("sea ray 1900", ["1900"])).toEqual({ filters: {}, keyword: "sea ray 1900" });
    expect(read("2019 sea ray 1900", ["1900"])).toEqual({ filters: { yearMin: "2019", yearMax: "2019" }, keyword: "sea ray 1900" });
  });

  it("puts a range given backwards the right way round", () => {
    expect(read("$10k-$5k").filters).toEqual({ priceMin: "5000", priceMax: "10000" });
    expect(read("2020-2015").filters).toEqual({ yearMin: "2015", yearMax: "2020" });
  });

  it("snaps a distance to the radius the filter offers", () => {
    expect([10, 25, 26, 100, 300, 900].map(radiusFor)).toEqual(["25", "25", "50", "100", "500", "500"]);
  });
});
