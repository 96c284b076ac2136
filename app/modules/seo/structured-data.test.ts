import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_BY_STATUS,
  articleJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  serializeJsonLd,
  vehicleJsonLd,
  type VehicleFacts,
} from "./structured-data";
import { clip, previewMeta } from "./previews";

const ORIGIN = "https://ridemarket.example";

const bike: VehicleFacts = {
  id: 42,
  type: "dirtbike",
  make: "Honda",
  model: "CRF450R",
  year: 2021,
  price: "12500.00",
  mileage: 310,
  description: "Garage kept.",
  images: ["/media/photos/0d5f3c1e-7a43-4d1f-9a57-7b5d9b2f7f0a-1280.webp", "https://bucket.example/photos/a-640.webp"],
  status: "active",
};

describe("serializeJsonLd", () => {
  it("writes <, >, & and the line separators as \\u escapes, so text cannot close the script element", () => {
    const hostile = `</script><script>alert(1)</script><!-- & \u2028\u2029`;
    const json = serializeJsonLd(vehicleJsonLd(ORIGIN, { ...bike, description: hostile }));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect((JSON.parse(json) as { description: string }).description).toBe(hostile);
  });
});

describe("vehicleJsonLd", () => {
  it("describes a dirt bike as a Motorcycle with its Offer in US dollars and absolute URLs", () => {
    const data = vehicleJsonLd(ORIGIN, bike) as unknown as Record<string, any>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Motorcycle");
    expect(data.name).toBe("2021 Honda CRF450R");
    expect(data.url).toBe(`${ORIGIN}/vehicles/42`);
    expect(data.image).toEqual([`${ORIGIN}/media/photos/0d5f3c1e-7a43-4d1f-9a57-7b5d9b2f7f0a-1280.webp`, "https://bucket.example/photos/a-1280.webp"]);
    expect(data.brand).toEqual({ "@type": "Brand", name: "Honda" });
    expect(data.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 310, unitCode: "SMI" });
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "12500.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url: `${ORIGIN}/vehicles/42` });
    expect(data.offers.itemCondition).toBe("https://schema.org/UsedCondition");
  });

  it("describes a boat as a Vehicle, without mileage when there is none, with the preview card for an image", () => {
    const data = vehicleJsonLd(ORIGIN, { ...bike, type: "boat", mileage: null, images: [] }, "2026-01-01T00:00:00.000Z") as unknown as Record<string, any>;
    expect(data["@type"]).toBe("Vehicle");
    expect(data).not.toHaveProperty("mileageFromOdometer");
    expect(data.image).toEqual([`${ORIGIN}/vehicles/42/preview.png?v=2026-01-01T00%3A00%3A00.000Z`]);
  });

  it("maps each status to an availability", () => {
    const of = (status: string) => (vehicleJsonLd(ORIGIN, { ...bike, status }) as unknown as { offers: { availability: string } }).offers.availability;
    expect(of("active")).toBe("https://schema.org/InStock");
    expect(of("pending")).toBe("https://schema.org/Reserved");
    expect(of("sold")).toBe("https://schema.org/SoldOut");
    expect(of("expired")).toBe("https://schema.org/Discontinued");
    expect(Object.keys(AVAILABILITY_BY_STATUS).sort()).toEqual(["active", "expired", "pending", "sold"]);
  });
});

describe("articleJsonLd", () => {
  const post = { slug: "first-bike", title: "Your first bike", excerpt: "Where to start.", publishedAt: "2026-01-10T12:00:00.000Z", updatedAt: "2026-02-01T08:00:00.000Z", authorName: "Rita Rider" };

  it("has headline, dates, author, publisher and image", () => {
    const data = articleJsonLd(ORIGIN, post) as unknown as Record<string, any>;
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Your first bike",
      datePublished: "2026-01-10T12:00:00.000Z",
      dateModified: "2026-02-01T08:00:00.000Z",
      author: { "@type": "Person", name: "Rita Rider" },
      publisher: { "@type": "Organization", name: "RideMarket" },
      mainEntityOfPage: `${ORIGIN}/research/first-bike`,
    });
    expect(data.image[0]).toMatch(/^https:\/\/ridemarket\.example\/research\/first-bike\/preview\.png\?v=/);
  });

  it("names RideMarket as the author of an unsigned post, and is never modified before it was published", () => {
    const data = articleJsonLd(ORIGIN, { ...post, authorName: null, updatedAt: "2026-01-01T00:00:00.000Z" }) as unknown as Record<string, any>;
    expect(data.author).toMatchObject({ "@type": "Organization", name: "RideMarket" });
    expect(data.dateModified).toBe(post.publishedAt);
  });
});

describe("itemListJsonLd and breadcrumbJsonLd, for the landing pages", () => {
  it("lists items in page order with positions from 1 and absolute URLs", () => {
    const data = itemListJsonLd(ORIGIN, [{ path: "/vehicles/1", name: "2021 Honda CRF450R" }, { path: "/vehicles/2", name: "2019 KTM 350 SX-F" }], "Dirt bikes for sale");
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Dirt bikes for sale",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${ORIGIN}/vehicles/1`, name: "2021 Honda CRF450R" },
        { "@type": "ListItem", position: 2, url: `${ORIGIN}/vehicles/2`, name: "2019 KTM 350 SX-F" },
      ],
    });
  });

  it("builds the trail from home to the page", () => {
    const data = breadcrumbJsonLd(ORIGIN, [{ name: "Home", path: "/" }, { name: "Buy", path: "/buy" }, { name: "Dirt Bikes", path: "/buy/dirtbike" }]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Buy", item: `${ORIGIN}/buy` },
      { "@type": "ListItem", position: 3, name: "Dirt Bikes", item: `${ORIGIN}/buy/dirtbike` },
    ]);
  });
});

describe("previewMeta", () => {
  it("gives the Open Graph and Twitter card tags with absolute URLs, the site card by default", () => {
    const tags = previewMeta(ORIGIN, { title: "Buy", description: "Search.", path: "/buy" });
    const value = (key: string) => tags.find((t) => (t as Record<string, string>).property === key || (t as Record<string, string>).name === key) as { content: string } | undefined;
    expect(value("og:url")?.content).toBe(`${ORIGIN}/buy`);
    expect(value("og:image")?.content).toBe(`${ORIGIN}/social-card.png`);
    expect(value("og:type")?.content).toBe("website");
    expect(value("og:site_name")?.content).toBe("RideMarket");
    expect(value("twitter:card")?.content).toBe("summary_large_image");
  });

  it("clips long text at a word", () => {
    expect(clip("one two three four five", 16)).toBe("one two three…");
    expect(clip("one  two\nthree", 20)).toBe("one two three");
    expect(clip("short", 12)).toBe("short");
  });
});
