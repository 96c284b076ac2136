// The landing pages (/buy/{type}, /{make}, /{model}, /in/{state}) as a browser without
// JavaScript gets them: their listings, summary, links, addresses that move or name nothing, and
// the canonical and robots tags of the landing pages, /buy and a vehicle's page.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { createListing, type ListingFixture } from "../support/fixtures";
import { requestApp } from "../support/app-requests";

const page = (url: string) => requestApp({ url, document: true });
const pageData = async (url: string) => {
  const outcome = await requestApp({ url });
  return { status: outcome.status, location: outcome.location, body: JSON.parse(outcome.text || "null") };
};

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const bike = (model: string, year: number, price: number, zip: string, more: Partial<ListingFixture> = {}): ListingFixture => ({
  type: "dirtbike", make: "Honda", model, year, price, zip, ...more,
});

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;
const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? null;
const h1Of = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? null;
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");

let whalerId = 0;

beforeAll(async () => {
  await createListing(prisma, bike("CRF450R", 2021, 7200, "75201", { createdAt: day(6) }));
  await createListing(prisma, bike("CRF450R", 2019, 6000, "90210", { createdAt: day(5) }));
  await createListing(prisma, bike("CRF450R", 2017, 4500, "10001", { createdAt: day(4) }));
  await createListing(prisma, bike("CRF250R", 2015, 3000, "99501", { createdAt: day(3) }));
  // Off the market: counted nowhere.
  await createListing(prisma, bike("CRF450R", 2010, 1000, "75201", { status: "sold", createdAt: day(2) }));
  await createListing(prisma, bike("CRF450R", 2009, 900, "75201", { status: "expired", packageExpiry: day(3), createdAt: day(1) }));
  await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2018, price: 5100, zip: "77002", createdAt: day(2) });
  const whaler = await createListing(prisma, { type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2019, price: 28999.99, zip: "75201", createdAt: day(3) });
  whalerId = whaler.id;
  await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2016, price: 21500, zip: "77002", status: "sold", createdAt: day(2) });
  // 33 motorcycles: two pages of 32.
  for (let i = 0; i < 33; i++) {
    await createListing(prisma, { type: "motorcycle", make: "Honda", model: "Gold Wing", year: 2000 + (i % 20), price: 10000 + i * 100, zip: "10001", createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)) });
  }
});

describe("a model's page", () => {
  it("shows its listings, live count and a summary computed from them", async () => {
    const { status, body } = await pageData("/buy/dirt-bikes/honda/crf450r");
    expect(status).toBe(200);
    expect(body.heading).toBe("Used Honda CRF450R for sale");
    expect(body.vehicles.map((v: { year: number }) => v.year)).toEqual([2021, 2019, 2017]);
    expect(body.total).toBe(3);
    expect(body.summary).toEqual({ listings: 3, lowestPrice: "4500.00", highestPrice: "7200.00", medianYear: 2019 });
    expect(body.buyHref).toBe("/buy?type=dirtbike&make=Honda&model=CRF450R");
  });

  it("is a page of HTML with its h1, summary, cards, canonical and no robots tag", async () => {
    const { status, text } = await page("/buy/dirt-bikes/honda/crf450r");
    expect(status).toBe(200);
    expect(h1Of(text)).toBe("Used Honda CRF450R for sale");
    expect(text).toContain('data-testid="landing-summary"');
    expect(text).toMatch(/\$4,500(\.00)? to \$7,200/);
    expect(text.match(/data-testid="vehicle-card"/g)).toHaveLength(3);
    expect(canonicalOf(text)).toBe(`${appOrigin()}/buy/dirt-bikes/honda/crf450r`);
    expect(robotsOf(text)).toBeNull();
    // Hands over to /buy with the same filters, and links the make's other models.
    expect(decode(text)).toContain('href="/buy?type=dirtbike&make=Honda&model=CRF450R"');
    expect(text).toContain('href="/buy/dirt-bikes/honda/crf250r"');
    expect(text).toContain('href="/buy/dirt-bikes/yamaha"');
  });

  it("describes itself to search engines and share previews: a BreadcrumbList, an ItemList of its cards, Open Graph tags", async () => {
    const { text } = await page("/buy/dirt-bikes/honda/crf450r");
    const blocks = [...text.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
      ["Buy", `${appOrigin()}/buy`],
      ["Dirt bikes", `${appOrigin()}/buy/dirt-bikes`],
      ["Honda", `${appOrigin()}/buy/dirt-bikes/honda`],
      ["CRF450R", `${appOrigin()}/buy/dirt-bikes/honda/crf450r`],
    ]);
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list).toMatchObject({ "@context": "https://schema.org", name: "Used Honda CRF450R for sale", numberOfItems: 3 });
    expect(list.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement.every((i: { url: string; name: string }) => /\/vehicles\/\d+$/.test(i.url) && /^\d{4} Honda CRF450R$/.test(i.name))).toBe(true);
    const og = (property: string) => text.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
    expect(og("og:title")).toBe("Used Honda CRF450R for sale");
    expect(og("og:url")).toBe(`${appOrigin()}/buy/dirt-bikes/honda/crf450r`);
    expect(og("og:image")).toMatch(/^https?:\/\//);
  });

  it("with no listings says so and is not indexed", async () => {
    const { status, text } = await page("/buy/dirt-bikes/honda/crf150r");
    expect(status).toBe(200);
    expect(h1Of(text)).toBe("Used Honda CRF150R for sale");
    expect(text).toContain('data-testid="landing-empty"');
    expect(robotsOf(text)).toBe("noindex");
    expect(canonicalOf(text)).toBe(`${appOrigin()}/buy/dirt-bikes/honda/crf150r`);
  });
});

describe("a make's page", () => {
  it("counts every listed model of the make, and the median year is a year one of them has", async () => {
    const { status, body } = await pageData("/buy/dirt-bikes/honda");
    expect(status).toBe(200);
    expect(body.heading).toBe("Used Honda dirt bikes for sale");
    expect(body.summary).toEqual({ listings: 4, lowestPrice: "3000.00", highestPrice: "7200.00", medianYear: 2017 });
    const headings = body.related.map((g: { heading: string }) => g.heading);
    expect(headings).toEqual(["Honda models", "Other dirt bikes by make"]);
    expect(body.related[0].links.map((l: { href: string }) => l.href)).toEqual(["/buy/dirt-bikes/honda/crf250r", "/buy/dirt-bikes/honda/crf450r"]);
  });
});

describe("a type's page", () => {
  it("summarizes the type and links its makes and the states it is listed in", async () => {
    const { status, body } = await pageData("/buy/dirt-bikes");
    expect(status).toBe(200);
    expect(body.heading).toBe("Used dirt bikes for sale");
    expect(body.summary).toEqual({ listings: 5, lowestPrice: "3000.00", highestPrice: "7200.00", medianYear: 2018 });
    const byMake = body.related.find((g: { heading: string }) => g.heading === "Dirt bikes by make");
    expect(byMake.links.map((l: { label: string }) => l.label)).toEqual(["Honda", "Yamaha"]);
    const byState = body.related.find((g: { heading: string }) => g.heading === "Dirt bikes by state");
    expect(byState.links.map((l: { href: string }) => l.href)).toEqual([
      "/buy/dirt-bikes/in/alaska", "/buy/dirt-bikes/in/california", "/buy/dirt-bikes/in/new-york", "/buy/dirt-bikes/in/texas",
    ]);
  });

  it("pages with ?page=N; past the last page is a 404, a page that is not a number a 400", async () => {
    const first = await pageData("/buy/motorcycles");
    expect(first.body.vehicles).toHaveLength(32);
    expect(first.body.totalPages).toBe(2);
    const second = await page("/buy/motorcycles?page=2");
    expect(second.status).toBe(200);
    expect(second.text.match(/data-testid="vehicle-card"/g)).toHaveLength(1);
    expect(canonicalOf(second.text)).toBe(`${appOrigin()}/buy/motorcycles?page=2`);
    expect(second.text).toContain('aria-label="Pagination"');
    expect((await page("/buy/motorcycles?page=3")).status).toBe(404);
    expect((await page("/buy/motorcycles?page=abc")).status).toBe(400);
    expect((await page("/buy/motorcycles?page=0")).status).toBe(400);
  });

  it("of a type with no listings says so and is not indexed", async () => {
    const { status, text } = await page("/buy/sandrails");
    expect(status).toBe(200);
    expect(h1Of(text)).toBe("Used sand rails for sale");
    expect(text).toContain('data-testid="landing-empty"');
    expect(robotsOf(text)).toBe("noindex");
  });
});

describe("a state's page", () => {
  it("holds the type's listed listings in the state's zip codes", async () => {
    const { status, body } = await pageData("/buy/boats/in/texas");
    expect(status).toBe(200);
    expect(body.heading).toBe("Used boats for sale in Texas");
    expect(body.summary).toEqual({ listings: 1, lowestPrice: "28999.99", highestPrice: "28999.99", medianYear: 2019 });
    expect(body.buyHref).toBe("/buy?type=boat&state=TX");
    const bikes = await pageData("/buy/dirt-bikes/in/texas");
    expect(bikes.body.vehicles.map((v: { model: string }) => v.model)).toEqual(["CRF450R", "YZ250F"]);
    expect(bikes.body.related.find((g: { heading: string }) => g.heading === "Dirt bikes in other states").links.map((l: { label: string }) => l.label))
      .toEqual(["Alaska", "California", "New York"]);
  });

  it("is found by /buy's state filter too, with the same listings", async () => {
    const { status, body } = await pageData("/buy?type=dirtbike&state=tx");
    expect(status).toBe(200);
    expect(body.result.vehicles.map((v: { model: string }) => v.model)).toEqual(["CRF450R", "YZ250F"]);
    expect(body.chips.map((c: { label: string }) => c.label)).toContain("In Texas");
    expect((await pageData("/buy?state=ZZ")).status).toBe(400);
  });
});

describe("addresses", () => {
  it.each([
    ["/buy/dirtbike", "/buy/dirt-bikes"],
    ["/buy/Dirt-Bikes/Honda", "/buy/dirt-bikes/honda"],
    ["/buy/dirt-bikes/honda/CRF450R?page=2", "/buy/dirt-bikes/honda/crf450r?page=2"],
    ["/buy/boat/in/tx", "/buy/boats/in/texas"],
    ["/buy/boats/in/New-York", "/buy/boats/in/new-york"],
  ])("%s moves for good to %s", async (from, to) => {
    const { status, location } = await page(from);
    expect(status).toBe(301);
    expect(location).toBe(to);
  });

  it.each(["/buy/spaceships", "/buy/dirt-bikes/no-such-make", "/buy/dirt-bikes/honda/no-such-model", "/buy/boats/in/atlantis", "/buy/boats/in/pr", "/buy/boats/honda", `/buy/${"x".repeat(300)}`, "/buy/dirt-bikes/%F0%9F%8F%8D", "/buy/boats/in/tex%27as", "/buy/dirt-bikes/hon%20da"])(
    "%s names no page: the not-found page, 404",
    async (url) => {
      const { status, text } = await page(url);
      expect(status).toBe(404);
      expect(text).toContain("Page Not Found");
    },
  );
});

describe("canonical and robots tags on /buy and a vehicle's page", () => {
  it.each([
    ["/buy", "/buy", null],
    ["/buy?type=dirtbike", "/buy/dirt-bikes", null],
    ["/buy?type=dirtbike&make=Honda", "/buy/dirt-bikes/honda", null],
    ["/buy?type=dirtbike&make=Honda&model=CRF450R&page=1", "/buy/dirt-bikes/honda/crf450r", null],
    ["/buy?type=boat&state=TX", "/buy/boats/in/texas", null],
    ["/buy?keyword=&type=motorcycle&make=&page=2", "/buy/motorcycles?page=2", null],
    ["/buy?type=dirtbike&yearMin=2018", null, "noindex,follow"],
    ["/buy?type=dirtbike&sortBy=price_low", null, "noindex,follow"],
    ["/buy?keyword=honda", null, "noindex,follow"],
    ["/buy?make=Honda", null, "noindex,follow"],
  ])("%s: canonical %s, robots %s", async (url, canonical, robots) => {
    const { text } = await page(url);
    expect(canonicalOf(text)).toBe(canonical ? `${appOrigin()}${canonical}` : null);
    expect(robotsOf(text)).toBe(robots);
  });

  it("a vehicle's page names itself", async () => {
    const { status, text } = await page(`/vehicles/${whalerId}?from=search`);
    expect(status).toBe(200);
    expect(canonicalOf(text)).toBe(`${appOrigin()}/vehicles/${whalerId}`);
  });
});
