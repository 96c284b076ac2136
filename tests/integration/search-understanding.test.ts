// Typed words on a real market: misspellings read as the words the listings and the catalog
// hold, riders' words and makes as filters, model numbers inside model names, the /buy redirect
// with its "Showing results for" notice, and the nearest searches offered when nothing matches.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { understandTyped } from "~/modules/search/understanding/understand.server";
import { createListing } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

interface PageData {
  result: { total: number; vehicles: { make: string; model: string }[] } | null;
  spelling: { read: string; typed: string; asTyped: string } | null;
  nearby: { label: string; href: string; total: number; totalExact: boolean }[];
}

const buy = async (query: string) => {
  const outcome = await requestApp({ url: `/buy?${query}` });
  return { status: outcome.status, location: outcome.location, body: JSON.parse(outcome.text || "null") as PageData };
};
/** The search a search box's words become, followed to its page. */
const typed = async (words: string) => {
  const submitted = await buy(new URLSearchParams({ keyword: words, understand: "1" }).toString());
  expect(submitted.status, words).toBe(302);
  const location = submitted.location!;
  const page = await buy(location.split("?")[1] ?? "");
  expect(page.status, words).toBe(200);
  return { location, params: Object.fromEntries(new URL(location, "http://x").searchParams), body: page.body, models: page.body.result!.vehicles.map((v) => v.model).sort() };
};

beforeAll(async () => {
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "80202", description: "Garage kept, fresh top end." });
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF250R", year: 2018, price: 4200, zip: "80202" });
  await createListing(prisma, { type: "dirtbike", make: "Kawasaki", model: "KX450", year: 2020, price: 4500, zip: "90210" });
  await createListing(prisma, { type: "utv", make: "Can-Am", model: "Maverick X3", year: 2022, price: 21000, zip: "85001" });
  await createListing(prisma, { type: "camper", make: "Grand Design", model: "Momentum", year: 2019, price: 68000, zip: "75201" });
  await createListing(prisma, { type: "rv", make: "Winnebago", model: "Adventurer", year: 2017, price: 98000, zip: "32801" });
  await createListing(prisma, { type: "motorcycle", make: "Harley-Davidson", model: "Street Glide", year: 2016, price: 15500, zip: "60601" });
});

describe("words that match nothing", () => {
  it("are read as the nearest catalog word, and mean what it means", async () => {
    expect(await understandTyped("hnda")).toMatchObject({ filters: { make: "Honda" }, keyword: "", corrections: [{ typed: "hnda", read: "honda" }] });
    expect(await understandTyped("yamha")).toMatchObject({ filters: { make: "Yamaha" }, corrections: [{ typed: "yamha", read: "yamaha" }] });
    // Its stem is Kawasaki's, so the listings hold it; a make one letter away is still what was meant.
    expect(await understandTyped("kawasaky 450")).toMatchObject({ filters: { make: "Kawasaki" }, keyword: "450", corrections: [{ typed: "kawasaky", read: "kawasaki" }] });
    expect(await understandTyped("hondas")).toMatchObject({ filters: { make: "Honda" }, keyword: "" });
  });

  it("are read as the nearest word the listings hold when the catalog has none near", async () => {
    expect(await understandTyped("garrage kept")).toMatchObject({ keyword: "garage kept", corrections: [{ typed: "garrage", read: "garage" }] });
  });

  it("are left alone when the listings hold them, start them, or nothing is near", async () => {
    expect((await understandTyped("garage kept")).corrections).toEqual([]);
    expect((await understandTyped("garag")).corrections).toEqual([]);
    expect(await understandTyped("qqqzzzx")).toMatchObject({ keyword: "qqqzzzx", corrections: [] });
  });
});

describe("a search box's words on /buy", () => {
  it("hnda under 5000: the filters they mean, in the URL, with what the results are for and the way back to the words as typed", async () => {
    const { params, body, models } = await typed("hnda under 5000");
    expect(params).toEqual({ make: "Honda", priceMax: "5000", typed: "hnda under 5000" });
    expect(models).toEqual(["CRF250R"]);
    expect(body.spelling).toMatchObject({ read: "honda under 5000", typed: "hnda under 5000" });
    expect(Object.fromEntries(new URLSearchParams(body.spelling!.asTyped))).toEqual({ keyword: "hnda under 5000" });
  });

  it.each([
    ["450", { keyword: "450" }, ["CRF450R", "KX450"]],
    ["honda 450", { make: "Honda", keyword: "450" }, ["CRF450R"]],
    ["can am side by side", { make: "Can-Am", type: "utv" }, ["Maverick X3"]],
    ["sxs", { type: "utv" }, ["Maverick X3"]],
    ["toy hauler", { type: "camper", subtype: "toy-hauler" }, ["Momentum"]],
    ["class a", { type: "rv", subtype: "class-a" }, ["Adventurer"]],
    ["harley", { make: "Harley-Davidson", type: "motorcycle" }, ["Street Glide"]],
    ["dirt bike 2019 or newer near 80202", { type: "dirtbike", yearMin: "2019", zipCode: "80202" }, ["CRF450R", "KX450"]],
    ["dirt bikes within 50 miles of 80202", { type: "dirtbike", radius: "50", zipCode: "80202" }, ["CRF250R", "CRF450R"]],
  ])("%s", async (words, expected, found) => {
    const { params, models, body } = await typed(words);
    expect(params).toEqual(expected);
    expect(models).toEqual(found);
    expect(body.spelling).toBeNull();
  });

  it("a submission without words only drops the marker", async () => {
    const submitted = await buy("type=atv&understand=1");
    expect(submitted.status).toBe(302);
    expect(submitted.location).toBe("/buy?type=atv");
  });

  it("a keyword in a link (no marker) is searched as it is", async () => {
    const { status, body } = await buy("keyword=hnda");
    expect(status).toBe(200);
    expect(body.result!.total).toBe(0);
  });

  it("the JSON API reads them with `understand` and says the search they became", async () => {
    const outcome = await requestApp({ url: "/api/vehicles/search?keyword=hnda+under+5000&understand=1" });
    expect(outcome.status).toBe(200);
    const answer = JSON.parse(outcome.text) as { total: number; query: string; vehicles: { model: string }[] };
    expect(Object.fromEntries(new URLSearchParams(answer.query))).toEqual({ make: "Honda", priceMax: "5000", typed: "hnda under 5000" });
    expect(answer.vehicles.map((v) => v.model)).toEqual(["CRF250R"]);
  });
});

describe("a search that finds nothing", () => {
  it("offers the same search without each filter, with its count, most results first", async () => {
    const { body } = await buy("type=dirtbike&make=Honda&priceMax=1000");
    expect(body.result!.total).toBe(0);
    // Without the type or the make it still finds nothing: only the price emptied it.
    expect(body.nearby).toEqual([{ label: "Remove Under $1,000", href: "/buy?type=dirtbike&make=Honda", total: 2, totalExact: true }]);
  });

  it("offers a wider radius first near a zip code", async () => {
    const { body } = await buy("zipCode=80202&radius=25&make=Kawasaki");
    expect(body.result!.total).toBe(0);
    expect(body.nearby).toEqual([
      { label: "Search any distance", href: "/buy?zipCode=80202&make=Kawasaki", total: 1, totalExact: true },
      { label: "Remove Kawasaki", href: "/buy?zipCode=80202&radius=25", total: 2, totalExact: true },
      { label: "Remove Near 80202", href: "/buy?make=Kawasaki", total: 1, totalExact: true },
    ]);
  });

  it("offers the search without its words when they match nothing", async () => {
    const { body } = await buy("keyword=qqqzzzx&type=dirtbike");
    expect(body.result!.total).toBe(0);
    expect(body.nearby).toEqual([{ label: "Remove “qqqzzzx”", href: "/buy?type=dirtbike", total: 3, totalExact: true }]);
  });
});
