// The sitemaps and robots.txt through the production request pipeline, on a small set of listings
// and posts in a real Postgres: valid sitemap XML, only what is on the market, every URL alive.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";
import { readSitemap } from "../../../tests/support/sitemap-xml";
import { URLS_PER_SITEMAP, landingPageUrls, parseSitemapFile, vehicleSitemapNumbers, vehicleSitemapStream } from "./sitemap.server";
import { DISALLOWED_PATHS } from "./robots";
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const DAY = 86_400_000;
const origin = appOrigin();
const pathOf = (url: string) => url.slice(origin.length);

let ids: Record<"active" | "pending" | "sold" | "expired" | "lapsed" | "far" | "boat", number>;

beforeAll(async () => {
  const seller = await createUser(prisma);
  const bike = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: seller.id } as const;
  const active = await createListing(prisma, bike);
  const pending = await createListing(prisma, { ...bike, status: "pending" });
  const sold = await createListing(prisma, { ...bike, status: "sold" });
  const expired = await createListing(prisma, { ...bike, status: "expired" });
  // Still "active" in the table, but past its expiry: expired to everyone already.
  const lapsed = await createListing(prisma, { ...bike, packageExpiry: new Date(Date.now() - DAY) });
  // A listing whose id lies in the fourth range of 50,000 ids: its own sitemap, vehicles-4.
  const far = await createListing(prisma, bike);
  await prisma.$executeRaw`UPDATE listings SET id = ${3 * URLS_PER_SITEMAP + 7} WHERE id = ${far.listing!.id}`;
  const boat = await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2020, price: 32000, zip: "33139", mileage: null, userId: seller.id });
  ids = { active: active.id, pending: pending.id, sold: sold.id, expired: expired.id, lapsed: lapsed.id, far: far.id, boat: boat.id };
  await prisma.blogPost.create({
    data: { title: "Choosing a first dirt bike", slug: "choosing-a-first-dirt-bike", excerpt: "What to look for.", content: "## Fit\n\nSit on it.", category: "Buying Guides", published: true, publishedAt: new Date("2026-01-10T12:00:00Z") },
  });
  await prisma.blogPost.create({ data: { title: "Draft", slug: "a-draft", excerpt: "Not yet.", content: "Soon.", published: false } });
});

async function sitemapEntries(path: string, kind: "urlset" | "sitemapindex") {
  const answer = await requestApp({ url: path });
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get("Content-Type")).toMatch(/^application\/xml\b/);
  expect(answer.headers.get("Cache-Control")).toMatch(/\bpublic\b.*\bmax-age=\d+/);
  return readSitemap(answer.text, kind);
}

describe("the sitemap protocol's XML schemas", () => {
  const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");
  const schemas = { sitemapindex: read("tests/support/sitemap-index.xsd"), urlset: read("node_modules/sitemap/schema/sitemap.xsd") };

  async function expectValid(url: string, kind: keyof typeof schemas) {
    const answer = await requestApp({ url });
    const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: answer.text }], schema: [schemas[kind]] });
    expect(result.errors.map((e) => e.message), url).toEqual([]);
    expect(result.valid, url).toBe(true);
  }

  it("accept the index and every sitemap it names, and refuse a malformed one", async () => {
    await expectValid("/sitemap.xml", "sitemapindex");
    const index = await sitemapEntries("/sitemap.xml", "sitemapindex");
    for (const child of index) await expectValid(pathOf(child.loc), "urlset");
    // The check can fail: a <url> without its <loc> is refused.
    const broken = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>2026-01-01</lastmod></url></urlset>';
    expect((await validateXML({ xml: [{ fileName: "broken.xml", contents: broken }], schema: [schemas.urlset] })).valid).toBe(false);
  });
});

describe("the sitemap index", () => {
  it("points at pages.xml and at each vehicle sitemap that has listings, with absolute URLs", async () => {
    const entries = await sitemapEntries("/sitemap.xml", "sitemapindex");
    expect(entries.map((e) => pathOf(e.loc))).toEqual(["/sitemaps/pages.xml", "/sitemaps/vehicles-1.xml", "/sitemaps/vehicles-4.xml"]);
    expect(entries.every((e) => e.loc.startsWith(`${origin}/`))).toBe(true);
    // pages.xml changes with the newest listing or post it lists.
    expect(entries[0]!.lastmod).not.toBeNull();
  });

  it("numbers vehicle sitemaps by ranges of 50,000 listing ids, leaving out empty ranges", async () => {
    expect(await vehicleSitemapNumbers()).toEqual([1, 4]);
    expect((await requestApp({ url: "/sitemaps/vehicles-2.xml" })).status).toBe(404);
  });
});

describe("a vehicle sitemap", () => {
  it("lists active and pending listings only, with their last change as lastmod", async () => {
    const first = await sitemapEntries("/sitemaps/vehicles-1.xml", "urlset");
    expect(first.map((e) => pathOf(e.loc))).toEqual([`/vehicles/${ids.active}`, `/vehicles/${ids.pending}`, `/vehicles/${ids.boat}`]);
    const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId: ids.active } });
    expect(first[0]!.lastmod).toBe(listing.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z"));
    const fourth = await sitemapEntries("/sitemaps/vehicles-4.xml", "urlset");
    expect(fourth.map((e) => pathOf(e.loc))).toEqual([`/vehicles/${ids.far}`]);
  });

  it("streams keyset pages: the same URLs whatever the page size", async () => {
    const read = async (pageSize: number) => new Response(await vehicleSitemapStream(1, origin, { pageSize })).text();
    const whole = await read(5000);
    expect(await read(1)).toBe(whole);
    expect(await read(2)).toBe(whole);
    expect(readSitemap(whole, "urlset")).toHaveLength(3);
  });

  it("answers 404 for any other file name, never an error", async () => {
    for (const file of ["vehicles-0.xml", "vehicles-01.xml", "vehicles-9999999.xml", "vehicles-1.xml.gz", "vehicles--1.xml", "pages.xml%00", "..%2Fsitemap.xml", "VEHICLES-1.XML"]) {
      expect([400, 404], file).toContain((await requestApp({ url: `/sitemaps/${file}` })).status);
    }
    expect(parseSitemapFile("vehicles-123456.xml")).toEqual({ kind: "vehicles", n: 123456 });
  });
});

describe("pages.xml", () => {
  it("lists home, /buy, the landing pages, research and its published posts, and the info pages", async () => {
    const entries = await sitemapEntries("/sitemaps/pages.xml", "urlset");
    const paths = entries.map((e) => pathOf(e.loc));
    expect(paths.slice(0, 3)).toEqual(["/", "/buy", "/buy/boats"]);
    expect(paths).toContain("/buy/dirt-bikes/honda/crf450r");
    expect(paths).toContain("/research");
    expect(paths).toContain("/research/choosing-a-first-dirt-bike");
    expect(paths).not.toContain("/research/a-draft");
    expect(paths).toContain("/help");
    const post = entries.find((e) => e.loc.endsWith("/research/choosing-a-first-dirt-bike"))!;
    expect(post.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("lists each landing page with listings on the market: type, make, model and type in a state", async () => {
    expect((await landingPageUrls()).map((u) => u.path)).toEqual([
      "/buy/boats",
      "/buy/boats/in/florida",
      "/buy/boats/sea-ray",
      "/buy/boats/sea-ray/spx-190",
      "/buy/dirt-bikes",
      "/buy/dirt-bikes/honda",
      "/buy/dirt-bikes/honda/crf450r",
      "/buy/dirt-bikes/in/california",
    ]);
  });
});

describe("every URL in the sitemaps", () => {
  it("answers 200", async () => {
    const index = await sitemapEntries("/sitemap.xml", "sitemapindex");
    const urls: string[] = [];
    for (const child of index) urls.push(...(await sitemapEntries(pathOf(child.loc), "urlset")).map((e) => pathOf(e.loc)));
    expect(urls.length).toBeGreaterThan(10);
    for (const path of urls) {
      const answer = await requestApp({ url: path, document: true });
      expect(answer.status, path).toBe(200);
    }
  });
});

describe("odd requests for the SEO resources", () => {
  it("never answer with a server error", async () => {
    const odd = ["/sitemap.xml.data", "/robots.txt.data", "/sitemaps/pages.xml.data", "/sitemaps/", "/sitemaps", "/sitemap.xml/", "/vehicles/1/preview.png.data", "/research/x/preview.png.data"];
    for (const url of odd) {
      const answer = await requestApp({ url, document: true });
      expect(answer.status, url).toBeLessThan(500);
    }
    const head = await requestApp({ url: "/sitemap.xml", method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
  });
});

describe("robots.txt", () => {
  it("names the sitemap and keeps crawlers out of private areas, forms and the API", async () => {
    const answer = await requestApp({ url: "/robots.txt" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain\b/);
    const lines = answer.text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/account", "/sell", "/messages", "/api/", "/vehicles/*/viewed"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(DISALLOWED_PATHS.some((p) => "/vehicles/1".startsWith(p) || "/buy".startsWith(p) || "/login".startsWith(p) || "/research".startsWith(p))).toBe(false);
    expect(lines.some((l) => l.startsWith("Disallow: /vehicles/*/preview") || l === "Disallow: /")).toBe(false);
  });
});
