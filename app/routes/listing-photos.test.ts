// The photo markup of the pages a buyer sees first, as the server sends it: each picture offers
// the widths its place needs, says how wide it is shown, and never lets a phone pick a variant
// wider than PHONE_MAX_WIDTH (whose file the encoder keeps within the phone budget).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { saveVehicle } from "~/modules/public-listings/saved.server";
import { PHONE_MAX_WIDTH } from "~/modules/media/variants";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replace(/&amp;/g, "&");
/** The widths a srcset offers, in order. */
const widths = (srcset: string | undefined) => (srcset ?? "").split(", ").map((c) => Number(c.match(/ (\d+)w$/)?.[1]));
/** The first tag of a kind that names the photo. */
const tagOf = (html: string, kind: "img" | "source" | "link", photo: string) => (html.match(new RegExp(`<${kind}\\b[^>]*>`, "gi")) ?? []).find((t) => t.includes(photo));

async function listingWithPhotos(count = 1) {
  const ids = Array.from({ length: count }, () => randomUUID());
  const vehicle = await createListing(prisma, {
    type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 8900, zip: "90210",
    images: ids.map((id) => `/media/photos/${id}-1280.webp`),
  });
  return { vehicle, photo: ids[0]! };
}

const page = async (url: string, cookie?: string) => {
  const response = await requestApp({ url, cookie, document: true });
  expect(response.status).toBe(200);
  return response.text;
};

describe("listing photos", () => {
  it("a /buy card offers up to the 960 px variant, sized to its column, with its dimensions; the first is preloaded", async () => {
    const { photo } = await listingWithPhotos();
    const html = await page("/buy?sortBy=newest");
    const img = tagOf(html, "img", photo)!;
    expect(widths(attr(img, "srcset"))).toEqual([320, 640, 960]);
    expect(attr(img, "sizes")).toBe("(min-width: 1280px) 214px, (min-width: 1024px) calc(50vw - 188px), (min-width: 768px) calc(50vw - 172px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)");
    expect(attr(img, "width")).toBe("640");
    expect(attr(img, "height")).toBe("427");
    expect(attr(img, "fetchpriority")).toBe("high");
    const preload = tagOf(html, "link", photo)!;
    expect(attr(preload, "imagesrcset")).toBe(attr(img, "srcset"));
    expect(attr(preload, "imagesizes")).toBe(attr(img, "sizes"));
  });

  it("the vehicle page offers a phone up to 960 px and wider screens up to 1280 px, preloading each", async () => {
    const { vehicle, photo } = await listingWithPhotos(3);
    const html = await page(`/vehicles/${vehicle.id}`);
    const source = tagOf(html, "source", photo)!;
    expect(attr(source, "media")).toBe("(max-width: 767px)");
    expect(Math.max(...widths(attr(source, "srcset")))).toBe(PHONE_MAX_WIDTH);
    // Below 1024 px the photo spans the page less its padding.
    expect(attr(source, "sizes")).toMatch(/, calc\(100vw - 32px\)$/);

    const img = tagOf(html, "img", photo)!;
    expect(widths(attr(img, "srcset"))).toEqual([320, 640, 960, 1280]);
    expect([attr(img, "width"), attr(img, "height")]).toEqual(["1280", "853"]);

    const preloads = (html.match(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/gi) ?? []).filter((l) => l.includes(photo));
    expect(preloads.map((l) => [attr(l, "media"), Math.max(...widths(attr(l, "imagesrcset")))])).toEqual([
      ["(max-width: 767px)", PHONE_MAX_WIDTH],
      ["(min-width: 768px)", 1280],
    ]);

    // Thumbnails: a sixth of the gallery's width, lazily.
    const thumbnails = (html.match(/<img\b[^>]*>/gi) ?? []).filter((t) => attr(t, "alt") === "" && attr(t, "srcset"));
    expect(thumbnails).toHaveLength(3);
    for (const t of thumbnails) {
      expect(attr(t, "sizes")).toContain("calc((100vw - 72px) / 6)");
      expect(attr(t, "loading")).toBe("lazy");
      expect([attr(t, "width"), attr(t, "height")]).toEqual(["120", "80"]);
    }
  });

  it("a saved listing's card offers up to 960 px, sized to the account page's narrower grid", async () => {
    const { vehicle, photo } = await listingWithPhotos();
    const buyer = await createUser(prisma);
    await saveVehicle(buyer.id, vehicle.id);
    const html = await page("/account/saved", await sessionCookieFor(buyer.id));
    const img = tagOf(html, "img", photo)!;
    expect(widths(attr(img, "srcset"))).toEqual([320, 640, 960]);
    expect(attr(img, "sizes")).toMatch(/, calc\(100vw - 82px\)$/);
    expect(attr(img, "loading")).toBe("lazy");
  });
});
