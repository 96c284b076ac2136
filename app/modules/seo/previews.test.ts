// Share previews and structured data on the rendered pages (HTML as a browser without JavaScript
// gets it), and the generated preview cards, against a real Postgres.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/modules/mail/origin.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";

const origin = appOrigin();
const HOSTILE = `Runs great </script><script>alert("x")</script><!-- & more`;
const PHOTO = "/media/photos/0d5f3c1e-7a43-4d1f-9a57-7b5d9b2f7f0a-1280.webp";

let withPhoto: number;
let withoutPhoto: number;
let pendingBoat: number;

const POST_SLUG = "hostile-title-post";
const POST_TITLE = `Boats </script><img src=x onerror=alert(1)> & "trailers"`;

beforeAll(async () => {
  const seller = await createUser(prisma, { firstName: "Sam" });
  withPhoto = (await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: seller.id, images: [PHOTO], description: HOSTILE })).id;
  withoutPhoto = (await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 9900, zip: "90210", userId: seller.id })).id;
  pendingBoat = (await createListing(prisma, { type: "boat", make: "Sea Ray", model: "SPX 190", year: 2020, price: 32000, zip: "33139", mileage: null, status: "pending", userId: seller.id })).id;
  const author = await createUser(prisma, { firstName: "Rita", lastName: "Rider" });
  await prisma.blogPost.create({
    data: { title: POST_TITLE, slug: POST_SLUG, excerpt: "Towing 101.", content: "## Hitch\n\nCheck it.", category: "Buying Guides", published: true, publishedAt: new Date("2026-01-10T12:00:00Z"), authorId: author.id },
  });
});

const decodeEntities = (text: string) =>
  text.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (e) => ({ "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#x27;": "'", "&#39;": "'" })[e]!);

/** The content of a page's <meta property|name="key">, decoded; undefined when it has none. */
function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html);
  return found ? decodeEntities(found[1]!) : undefined;
}

function jsonLdBlocks(html: string): Record<string, any>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"( nonce="[^"]+")>([\s\S]*?)<\/script>/g)];
  // Like every script the page renders, the block carries the page's nonce.
  for (const block of blocks) expect(block[1]).toMatch(/ nonce="[A-Za-z0-9+/=]{24}"/);
  return blocks.map((m) => JSON.parse(m[2]!));
}

async function page(path: string): Promise<string> {
  const answer = await requestApp({ url: path, document: true });
  expect(answer.status, path).toBe(200);
  return answer.text;
}

describe("share previews on every public page type", () => {
  it("home, /buy, vehicle, research list, research post and info pages have Open Graph and Twitter card tags", async () => {
    const pages: [string, string][] = [
      ["/", "/"],
      ["/buy?type=dirtbike", "/buy"],
      [`/vehicles/${withPhoto}?photo=2`, `/vehicles/${withPhoto}`],
      ["/research", "/research"],
      [`/research/${POST_SLUG}`, `/research/${POST_SLUG}`],
      ["/help", "/help"],
      ["/privacy", "/privacy"],
    ];
    for (const [path, canonical] of pages) {
      const html = await page(path);
      for (const key of ["og:title", "og:description", "og:image", "og:type", "og:site_name", "twitter:title", "twitter:image"]) {
        expect(metaContent(html, key), `${key} on ${path}`).toBeTruthy();
      }
      expect(metaContent(html, "og:url"), path).toBe(`${origin}${canonical}`);
      expect(metaContent(html, "og:image"), path).toMatch(/^https?:\/\//);
      expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
    }
  });

  it("a vehicle with photos shows its first photo at the largest width; one without, its generated card", async () => {
    const photoPage = await page(`/vehicles/${withPhoto}`);
    expect(metaContent(photoPage, "og:image")).toBe(`${origin}${PHOTO}`);
    expect(metaContent(photoPage, "og:type")).toBe("product");
    expect(metaContent(photoPage, "og:title")).toBe("2021 Honda CRF450R: $12,500");
    const bare = await page(`/vehicles/${withoutPhoto}`);
    const image = metaContent(bare, "og:image")!;
    expect(image).toMatch(new RegExp(`^${origin}/vehicles/${withoutPhoto}/preview\\.png\\?v=`));
    expect(metaContent(bare, "og:image:width")).toBe("1200");
    expect(metaContent(bare, "og:image:height")).toBe("630");
  });

  it("a research post shows its card and is an article", async () => {
    const html = await page(`/research/${POST_SLUG}`);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:title")).toBe(POST_TITLE);
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${origin}/research/${POST_SLUG}/preview\\.png\\?v=`));
  });
});

describe("structured data", () => {
  it("a vehicle page carries its Product with an Offer, and hostile text in it cannot leave the script", async () => {
    const html = await page(`/vehicles/${withPhoto}`);
    expect(html).not.toContain(`<script>alert("x")`);
    expect(html).not.toContain("<!-- & more");
    const [product, ...others] = jsonLdBlocks(html);
    expect(others).toHaveLength(0);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Motorcycle",
      name: "2021 Honda CRF450R",
      url: `${origin}/vehicles/${withPhoto}`,
      description: HOSTILE,
      image: [`${origin}${PHOTO}`],
      offers: { "@type": "Offer", price: "12500.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(product!.offers.itemCondition).toBe("https://schema.org/UsedCondition");
  });

  it("a pending boat is a Vehicle reserved for its buyer, pictured by its card", async () => {
    const [product] = jsonLdBlocks(await page(`/vehicles/${pendingBoat}`));
    expect(product).toMatchObject({ "@type": "Vehicle", offers: { availability: "https://schema.org/Reserved", price: "32000.00" } });
    expect(product!.image[0]).toMatch(new RegExp(`/vehicles/${pendingBoat}/preview\\.png\\?v=`));
  });

  it("a research post carries its Article, and a hostile title cannot leave the script", async () => {
    const html = await page(`/research/${POST_SLUG}`);
    expect(html).not.toContain("<img src=x");
    const [article, ...others] = jsonLdBlocks(html);
    expect(others).toHaveLength(0);
    expect(article).toMatchObject({ "@type": "Article", headline: POST_TITLE, datePublished: "2026-01-10T12:00:00.000Z", author: { "@type": "Person", name: "Rita Rider" } });
    for (const key of ["dateModified", "image", "publisher", "mainEntityOfPage"]) expect(article, key).toHaveProperty(key);
  });
});

describe("generated preview cards", () => {
  it("a listing's card is a 1200 x 630 PNG, cacheable, the same bytes on a second request", async () => {
    const first = await requestApp({ url: `/vehicles/${withoutPhoto}/preview.png?v=1` });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toMatch(/\bpublic\b.*max-age=\d+/);
    const meta = await sharp(first.bytes!).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", width: 1200, height: 630 });
    const second = await requestApp({ url: `/vehicles/${withoutPhoto}/preview.png` });
    expect(Buffer.from(second.bytes!).equals(Buffer.from(first.bytes!))).toBe(true);
  });

  it("a research post's card is a 1200 x 630 PNG", async () => {
    const card = await requestApp({ url: `/research/${POST_SLUG}/preview.png` });
    expect(card.status).toBe(200);
    const meta = await sharp(card.bytes!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("answers 404 for a listing or post that does not exist, and for an id that is not one", async () => {
    for (const url of ["/vehicles/999999/preview.png", "/vehicles/abc/preview.png", "/vehicles/1e3/preview.png", "/research/no-such-post/preview.png", "/research/UPPER/preview.png"]) {
      expect((await requestApp({ url })).status, url).toBe(404);
    }
  });
});
