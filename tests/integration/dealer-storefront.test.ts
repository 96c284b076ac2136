// A dealership's storefront (/dealers/:slug) and the directory (/dealers): the inventory is /buy's
// search scoped to the dealership (filters in the URL, pages), units off the market never show,
// an unknown slug is a 404, and the page carries the dealership's JSON-LD; both are in the sitemap.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "../support/fixtures";
import { createDealerListing, createDealership } from "../support/dealer-fixtures";
import { requestApp } from "../support/app-requests";
import { readSitemap } from "../support/sitemap-xml";
import { weekdayAt } from "~/modules/storefronts/opening-hours";
import { DISALLOWED_PATHS } from "~/modules/seo/robots";

interface PageData {
  dealer: { name: string; slug: string };
  week: { name: string; today: boolean; times: string[] }[];
  result: { total: number; vehicles: { model: string }[] } | null;
  refused: { field: string } | null;
  pastLastPage: boolean;
  spelling: { read: string; typed: string } | null;
  nearby: { label: string; href: string; total: number; totalExact: boolean }[];
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
let slug = "";
let otherSlug = "";

const storefront = async (query = "", at = slug) => {
  const outcome = await requestApp({ url: `/dealers/${at}${query ? `?${query}` : ""}` });
  return { status: outcome.status, location: outcome.location, headers: outcome.headers, body: JSON.parse(outcome.text || "null") as PageData };
};
const models = (body: PageData) => body.result!.vehicles.map((v) => v.model);

beforeAll(async () => {
  const dealer = await createDealership(prisma, {
    name: "Pacific Powersports", slug: "pacific-powersports", zip: "90210", phone: "(310) 555-0142", licenseNumber: "DL-40221",
    hours: [1, 2, 3, 4, 5].map((d) => ({ day: d, opens: "09:00", closes: "18:00" })).concat([{ day: 6, opens: "10:00", closes: "16:00" }]),
  });
  slug = dealer.dealership.slug;
  await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7200, zip: "90210", createdAt: day(5) });
  await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5100, zip: "90210", createdAt: day(4) });
  await createDealerListing(prisma, dealer, { type: "motorcycle", make: "Honda", model: "CBR600RR", year: 2020, price: 9900, zip: "90210", createdAt: day(3) });
  await createDealerListing(prisma, dealer, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2023, price: 8800, zip: "90210", createdAt: day(2) });
  // Off the market: unpublished by its feed (or held over the plan), and held by screening.
  await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Honda", model: "CRF250R", year: 2022, price: 6100, zip: "90210", createdAt: day(6), status: "unpublished" });
  await createDealerListing(prisma, dealer, { type: "dirtbike", make: "Yamaha", model: "YZ450F", year: 2022, price: 6900, zip: "90210", createdAt: day(7), status: "in_review" });

  const other = await createDealership(prisma, { name: "Empire Cycles", zip: "10001" });
  otherSlug = other.dealership.slug;
  await createDealerListing(prisma, other, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2018, price: 4000, zip: "10001", createdAt: day(8) });
  // A private seller's listing is in no storefront.
  await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2017, price: 3000, zip: "90210", createdAt: day(9) });
});

describe("the storefront's inventory", () => {
  it("lists only the dealership's units on the market, newest first, and is cached like /buy", async () => {
    const { status, body, headers } = await storefront();
    expect(status).toBe(200);
    expect(body.dealer.name).toBe("Pacific Powersports");
    expect(models(body)).toEqual(["CRF450R", "YZ250F", "CBR600RR", "Sportsman 570"]);
    expect(body.result!.total).toBe(4);
    expect(headers.get("Cache-Control")).toBe("public, max-age=30, stale-while-revalidate=120");
  });

  it("never shows an unpublished or held unit, even when searched for", async () => {
    const { body } = await storefront("keyword=CRF250R");
    expect(body.result!.total).toBe(0);
    expect(models((await storefront("type=dirtbike&make=Yamaha")).body)).toEqual(["YZ250F"]);
  });

  it("applies /buy's filters from the URL within the dealership", async () => {
    expect(models((await storefront("type=dirtbike")).body)).toEqual(["CRF450R", "YZ250F"]);
    expect(models((await storefront("priceMin=7000&sortBy=price_low")).body)).toEqual(["CRF450R", "Sportsman 570", "CBR600RR"]);
    expect(models((await storefront("type=dirtbike&make=Honda")).body)).toEqual(["CRF450R"]);
    // The other dealership's Honda and the private seller's never join in.
    expect(models((await storefront("type=dirtbike&make=Honda", otherSlug)).body)).toEqual(["CRF450R"]);
    expect((await storefront("type=dirtbike&make=Honda", otherSlug)).body.result!.total).toBe(1);
  });

  it("pages its results, and a page past the last one is a 404 that no cache keeps", async () => {
    const second = await storefront("limit=3&page=2");
    expect(second.status).toBe(200);
    expect(models(second.body)).toEqual(["Sportsman 570"]);
    const past = await storefront("limit=3&page=3");
    expect(past.status).toBe(404);
    expect(past.body.pastLastPage).toBe(true);
    expect(past.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a bad filter with its field, and drops a stale make by a redirect to the storefront itself", async () => {
    const refused = await storefront("priceMin=abc");
    expect(refused.status).toBe(400);
    expect(refused.body.refused!.field).toBe("priceMin");
    const stale = await storefront("type=boat&make=Yamaha&model=YZ250F");
    expect(stale.status).toBe(302);
    expect(stale.location).toBe(`/dealers/${slug}?type=boat`);
  });

  it("reads a search box's words as /buy does, back to the storefront itself, and offers the nearest searches when nothing matches", async () => {
    const typed = await storefront("keyword=hnda+dirt+bike&understand=1");
    expect(typed.status).toBe(302);
    expect(typed.location).toBe(`/dealers/${slug}?make=Honda&type=dirtbike&typed=hnda+dirt+bike`);
    const page = await storefront(typed.location!.split("?")[1]);
    expect(models(page.body)).toEqual(["CRF450R"]);
    expect(page.body.spelling).toMatchObject({ read: "honda dirt bike", typed: "hnda dirt bike" });
    const empty = await storefront("type=dirtbike&make=Honda&priceMax=1000");
    expect(empty.body.result!.total).toBe(0);
    expect(empty.body.nearby).toEqual([{ label: "Remove Under $1,000", href: `/dealers/${slug}?type=dirtbike&make=Honda`, total: 1, totalExact: true }]);
  });

  it("answers 404 for an unknown slug", async () => {
    expect((await storefront("", "no-such-dealer")).status).toBe(404);
    const page = await requestApp({ url: "/dealers/no-such-dealer", document: true });
    expect(page.status).toBe(404);
    expect(page.text).toContain("Dealer Not Found");
  });
});

describe("the storefront page", () => {
  it("shows the week of hours with today marked", async () => {
    const { body } = await storefront();
    expect(body.week.map((d) => d.name)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(body.week.find((d) => d.name === "Saturday")!.times).toEqual(["10:00 AM – 4:00 PM"]);
    expect(body.week.find((d) => d.name === "Sunday")!.times).toEqual([]);
    const dealer = await prisma.dealership.findUniqueOrThrow({ where: { slug } });
    expect(body.week.filter((d) => d.today).map((d) => d.name)).toEqual([["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekdayAt(dealer.longitude)]]);
  });

  it("has the phone as a tel: link, a https map link at its point, the license, and AutoDealer JSON-LD", async () => {
    const page = await requestApp({ url: `/dealers/${slug}`, document: true });
    expect(page.status).toBe(200);
    const html = page.text;
    const dealer = await prisma.dealership.findUniqueOrThrow({ where: { slug } });
    expect(html).toContain('href="tel:+13105550142"');
    expect(html).toContain(`href="https://www.openstreetmap.org/?mlat=${dealer.latitude!.toFixed(5)}&amp;mlon=${dealer.longitude!.toFixed(5)}`);
    expect(html).toContain("Dealer license DL-40221");
    expect(html).not.toContain("CRF250R");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const business = blocks.find((b) => b["@type"] === "AutoDealer");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: "Pacific Powersports",
      telephone: "(310) 555-0142",
      address: { "@type": "PostalAddress", streetAddress: "100 Main St", addressLocality: dealer.city, addressRegion: "CA", postalCode: "90210", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: dealer.latitude, longitude: dealer.longitude },
    });
    expect(business.url).toMatch(new RegExp(`/dealers/${slug}$`));
    expect(business.openingHoursSpecification).toHaveLength(6);
    expect(business.openingHoursSpecification[5]).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "16:00" });
  });

  it("is a MotorcycleDealer when all it sells are motorcycles and dirt bikes", async () => {
    const page = await requestApp({ url: `/dealers/${otherSlug}`, document: true });
    expect(page.text).toContain('"@type":"MotorcycleDealer"');
  });
});

describe("the directory and the sitemap", () => {
  it("/dealers groups the dealerships by state with their listings on sale, linking to each", async () => {
    const outcome = await requestApp({ url: "/dealers" });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=300, stale-while-revalidate=3600");
    const { states } = JSON.parse(outcome.text) as { states: { state: string; dealers: { slug: string; activeListings: number }[] }[] };
    expect(states.map((s) => s.state)).toEqual(["CA", "NY"]);
    expect(states[0]!.dealers).toEqual([expect.objectContaining({ slug, activeListings: 4 })]);
    expect(states[1]!.dealers).toEqual([expect.objectContaining({ slug: otherSlug, activeListings: 1 })]);
    const page = await requestApp({ url: "/dealers", document: true });
    expect(page.text).toContain(`href="/dealers/${slug}"`);
  });

  it("pages.xml lists /dealers and every storefront", async () => {
    const outcome = await requestApp({ url: "/sitemaps/pages.xml" });
    const paths = readSitemap(outcome.text, "urlset").map((e) => new URL(e.loc).pathname);
    expect(paths).toContain("/dealers");
    expect(paths).toContain(`/dealers/${slug}`);
    expect(paths).toContain(`/dealers/${otherSlug}`);
    // Crawlers may read them; the private dealer pages stay out of their way.
    expect(DISALLOWED_PATHS.some((p) => "/dealers".startsWith(p) || `/dealers/${slug}`.startsWith(p))).toBe(false);
    expect(DISALLOWED_PATHS).toContain("/dealer/");
  });
});
