// A listing's page, reached from the search: its details, the photo gallery with and without
// JavaScript, the way to sign in to save or contact, and the 404 for ids that name no listing.
import { expect, test, type Page } from "@playwright/test";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";

test.describe("vehicle detail", () => {
  async function openFixture(page: Page, title: string) {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}&includeSoldListings=true`);
    await page.getByTestId("vehicle-card").filter({ hasText: title }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }

  test("shows the listing, badges, tiles, value range and specifications", async ({ page }) => {
    await openFixture(page, "2021 Honda CRF450R");
    await expect(page.getByTestId("type-badge")).toHaveText("Dirt Bike");
    await expect(page.getByTestId("detail-price")).toHaveText("$7,250");
    await expect(page.getByText("Zip 99501")).toBeVisible();
    // The listing's own tiles come before its similar listings' cards.
    await expect(page.getByText("1,234").first()).toBeVisible();
    await expect(page.getByText("Very Good").first()).toBeVisible();
    await expect(page.getByTestId("value-range")).toContainText("Estimated Value Range");
    await expect(page.getByText("Interested in this vehicle?")).toBeVisible();
    await expect(page.getByText("Never wire money or send cash")).toBeVisible();
  });

  test("gallery: previous and next wrap, counter, lightbox and keys, focus back on the photo", async ({ page }) => {
    await openFixture(page, "2021 Honda CRF450R");
    await hydrated(page);
    const slides = page.getByTestId("photo-slide");
    const total = await slides.count();
    expect(total).toBeGreaterThan(2);
    const slide = (n: number) => page.locator(`#photo-${n}`);
    const counter = page.getByTestId("photo-counter");
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(slide(total)).toBeInViewport({ ratio: 0.99 });
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(slide(1)).toBeInViewport({ ratio: 0.99 });
    await page.getByRole("link", { name: "Show photo 2" }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(slide(2)).toBeInViewport({ ratio: 0.99 });
    await expect(page).not.toHaveURL(/#photo-2/);
    await page.getByRole("link", { name: "Open photo 2 full screen" }).click();
    const lightbox = page.getByTestId("lightbox");
    await expect(lightbox).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.getByText(`3 / ${total}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(counter).toHaveText(`3 / ${total}`);
    await expect(slide(3)).toBeInViewport({ ratio: 0.99 });
    await expect(page.getByRole("link", { name: "Open photo 3 full screen" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`${(3 % total) + 1} / ${total}`);
  });

  test("anonymous Save and Contact Seller go to login with the way back", async ({ page }) => {
    await openFixture(page, "2021 Honda CRF450R");
    const path = new URL(page.url()).pathname;
    // Each carries what was pressed, done once signed in (sign-in-intents.spec.ts).
    await page.getByTestId("save-toggle").click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}&then=save`);
    await page.goBack();
    await page.getByTestId("contact-seller").click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}&then=contact`);
  });

  test("unknown or malformed ids show Vehicle Not Found with status 404", async ({ page }) => {
    for (const path of ["/vehicles/99999999", "/vehicles/abc", "/vehicles/-1"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Vehicle Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Listings" })).toHaveAttribute("href", "/buy");
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("thumbnails are links that bring their photo into view", async ({ page }) => {
      await openFixture(page, "2021 Honda CRF450R");
      await page.getByRole("link", { name: "Show photo 2" }).click();
      await expect(page).toHaveURL(/#photo-2$/);
      await expect(page.locator("#photo-2")).toBeInViewport({ ratio: 0.99 });
    });
  });
});
