// Every listing photo's `sizes` says how wide the page really shows it, from a phone to a wide
// desktop: the browser then fetches neither a blurred variant nor a needlessly large one. A
// layout change that forgets its photos' sizes fails here.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_KEYWORD } from "./fixtures";
import { createListing, createUser } from "../support/fixtures";
import { giveSavedVehicle, withE2eDb } from "./seller-db";
import { fillVehicleDetails } from "./vehicle-details";
import { signUp, skipPasskeyPrompt, unique } from "./session";

const WIDTHS = [390, 700, 900, 1100, 1400];

interface Slot {
  shown: number;
  /** The width `sizes` gives at this viewport, as the browser evaluates it. */
  said: number;
}

/** The shown and said widths of each listing photo on screen (hidden thumbnails left out). */
function slots(page: Page, selector: string): Promise<Slot[]> {
  return page.locator(selector).evaluateAll((images) =>
    images
      // A listing without photos shows its type's single picture, which has no sizes.
      .filter((img) => img.getBoundingClientRect().width > 0 && img.hasAttribute("sizes"))
      .map((img) => {
        const entries = img.getAttribute("sizes")!.split(", ").map((entry) => entry.match(/^(\(.*?\))\s+(.+)$/)?.slice(1) ?? [null, entry]);
        const [, length] = entries.find(([media]) => !media || matchMedia(media).matches)!;
        const probe = document.body.appendChild(document.createElement("div"));
        probe.style.cssText = `position:absolute;width:${length}`;
        const said = probe.getBoundingClientRect().width;
        probe.remove();
        return { shown: img.getBoundingClientRect().width, said };
      }),
  );
}

async function expectSizesMatch(page: Page, path: string, selector: string, widths = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const found = await slots(page, selector);
    expect(found.length, `${path} at ${width} px shows photos`).toBeGreaterThan(0);
    for (const { shown, said } of found) {
      // Never smaller than shown; a scrollbar's width at most larger.
      expect(said, `${path} at ${width} px: sizes ${said} px for a photo shown ${shown} px wide`).toBeGreaterThanOrEqual(shown - 1);
      expect(said, `${path} at ${width} px: sizes ${said} px for a photo shown ${shown} px wide`).toBeLessThanOrEqual(shown + 16);
    }
  }
}

const cardPhotos = '[data-testid="vehicle-card"] img';

test("search result cards", async ({ page }) => {
  await expectSizesMatch(page, `/buy?keyword=${E2E_KEYWORD}`, cardPhotos);
});

test.describe("on a 3x phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test("search result cards fetch their 960 px photo, never the 1280 px one", async ({ page }) => {
    const photos: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/media/")) photos.push(new URL(r.url()).pathname);
    });
    // The oldest listings are the seeded ones, all with photos; other tests add listings without.
    await page.goto("/buy?sortBy=oldest");
    await expect(page.getByTestId("vehicle-card").first().locator("img")).toHaveJSProperty("complete", true);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((p) => !p.endsWith("-960.webp"))).toEqual([]);
  });
});

test("featured cards on the home page", async ({ page }) => {
  await expectSizesMatch(page, "/", `[data-testid="featured-listings"] img`);
});

test("the vehicle page's photo and thumbnails", async ({ page }) => {
  await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
  const path = (await page.getByTestId("vehicle-card").filter({ hasText: "2021 Honda CRF450R" }).getByRole("link").getAttribute("href"))!;
  await expectSizesMatch(page, path, '[data-testid="photo-slide"]:first-child img');
  // A phone swipes instead of showing thumbnails.
  await expectSizesMatch(page, path, 'a[aria-label^="Show photo"] img', WIDTHS.filter((w) => w >= 640));
});

test("the vehicle page's similar listings", async ({ page }) => {
  // Two listings of one model at one odd price, with photos: each is the other's first similar listing.
  const [first] = await withE2eDb(async (db) => {
    const { images } = await db.vehicle.findFirstOrThrow({ where: { images: { isEmpty: false } }, select: { images: true } });
    const seller = await createUser(db);
    const twin = { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2021, price: 61_357, zip: "83702", images, userId: seller.id } as const;
    return [await createListing(db, twin), await createListing(db, { ...twin, price: 61_358 })];
  });
  await expectSizesMatch(page, `/vehicles/${first.id}`, `[data-testid="similar-listings"] ${cardPhotos}`);
});

test("saved listing cards", async ({ page }) => {
  const email = `saver-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  await giveSavedVehicle(email, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "83702", images: [`/media/photos/${unique()}-1280.webp`] });
  await expectSizesMatch(page, "/account/saved", cardPhotos);
});

test("the sell wizard's photo previews", async ({ page }) => {
  await signUp(page, `previews-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await fillVehicleDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  // The draft saves the photo list by itself; the sizes are checked on reloads of the step.
  const saved = page.waitForResponse((r) => r.url().includes("/sell") && r.request().method() === "POST");
  await page.locator('input[type="file"]').setInputFiles([{ name: "bike.png", mimeType: "image/png", buffer: picture }]);
  await expect(page.getByText("Photos (1/10)")).toBeVisible();
  await saved;
  await expectSizesMatch(page, new URL(page.url()).pathname + new URL(page.url()).search, 'img[alt^="Photo "]');
});
