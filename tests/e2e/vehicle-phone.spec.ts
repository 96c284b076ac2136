// The vehicle page on a phone: the contact bar, photos sized and swiped, sharing, the Sold
// banner, a type's own picture, and axe with the bar on screen.
import { expect, test, type Page } from "@playwright/test";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";
import { expectNoAccessibilityViolations } from "./accessibility";
import { giveListings } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The path of a fixture listing's page (tests/e2e/fixtures.ts). */
async function fixturePath(page: Page, title: string): Promise<string> {
  await page.goto(`/buy?keyword=${E2E_KEYWORD}&includeSoldListings=true`);
  const href = await page.getByTestId("vehicle-card").filter({ hasText: title }).getByRole("link").getAttribute("href");
  return href!;
}

const slide = (page: Page, n: number) => page.locator(`#photo-${n}`);

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the contact bar shows the price and Contact Seller, covers nothing and shifts nothing", async ({ page }) => {
    const path = await fixturePath(page, "2021 Honda CRF450R");
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    const bar = page.getByTestId("contact-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("$7,250");
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBe(PHONE.height);

    // At the very end of the page the footer ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await page.getByRole("contentinfo").boundingBox())!.y + (await page.getByRole("contentinfo").boundingBox())!.height).toBeLessThanOrEqual(box.y + 0.5);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

    await bar.getByRole("link", { name: "Contact Seller" }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}&then=contact`);
  });

  test("the zip comes with its city and state", async ({ page }) => {
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await expect(page.getByText("Zip 99501")).toBeVisible();
    await expect(page.getByTestId("place")).toHaveText("Anchorage, AK");
  });

  test("signed in, the bar opens the contact form; on the seller's own listing it says so", async ({ page }) => {
    const password = "gravel-trail-123";
    const owner = `owner-${unique()}@example.com`;
    await signUp(page, owner, password);
    await skipPasskeyPrompt(page);
    const [vehicleId] = await giveListings(owner, [{ type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" }]);
    await page.goto(`/vehicles/${vehicleId}`);
    await expect(page.getByTestId("contact-bar")).toContainText("This is your listing");
    await expect(page.getByTestId("contact-bar-seller")).toHaveCount(0);
    await page.context().clearCookies();

    await signUp(page, `buyer-${unique()}@example.com`, password);
    await skipPasskeyPrompt(page);
    await page.goto(`/vehicles/${vehicleId}`);
    await page.getByTestId("contact-bar").getByRole("link", { name: "Contact Seller" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Seller" })).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, deviceScaleFactor: 3 });

      test("photos come at most 960 px wide and swipe with scroll snap", async ({ page }) => {
        const path = await fixturePath(page, "2021 Honda CRF450R");
        await page.goto("about:blank");
        const photos: string[] = [];
        page.on("request", (r) => {
          if (r.url().includes("/media/")) photos.push(new URL(r.url()).pathname);
        });
        await page.goto(path);
        await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
        await expect.poll(() => photos.some((p) => p.endsWith("-960.webp"))).toBe(true);

        const track = page.getByTestId("photo-track");
        await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.6 }));
        // Snapping finishes the swipe on the next photo.
        await expect(slide(page, 2)).toBeInViewport({ ratio: 0.99 });
        await expect(slide(page, 2).locator("img")).toHaveJSProperty("complete", true);
        expect(photos.filter((p) => p.endsWith("-1280.webp"))).toEqual([]);
        // Thumbnails stay hidden on a phone, so they cost no requests (browsers load even lazy
        // images when scripting is off).
        await expect(page.getByRole("link", { name: "Show photo 2" })).toBeHidden();
        if (javaScriptEnabled) expect(photos.filter((p) => !p.endsWith("-960.webp"))).toEqual([]);
      });
    });
  }

  test("a listing without photos shows its own type's picture", async ({ page }) => {
    await page.goto(await fixturePath(page, "2018 Yamaha YZ250F"));
    await expect(slide(page, 1).locator("img")).toHaveAttribute("src", "/categories/dirtbike-800.webp");
  });

  test("a tap opens the photo full screen; Escape closes it and focus goes back to the photo", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await hydrated(page);
    await page.getByRole("link", { name: "Open photo 1 full screen" }).tap();
    const lightbox = page.getByTestId("lightbox");
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("img")).toHaveAttribute("alt", /photo 1 of/);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    const opener = page.getByRole("link", { name: "Open photo 1 full screen" });
    await expect(opener).toBeFocused();
    // The strip clips what overflows it, so the focus ring is drawn inside the photo.
    expect(await opener.evaluate((el) => getComputedStyle(el).outlineOffset)).toBe("-4px");
    await context.close();
  });

  test("Link copied shows above the bar", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await hydrated(page);
    await page.getByText("Share", { exact: true }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Link copied");
    const bar = (await page.getByTestId("contact-bar").boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  });

  test("axe finds nothing with the bar on screen", async ({ page }) => {
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await hydrated(page);
    await expect(page.getByTestId("contact-bar")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("there is no contact bar, and axe finds nothing", async ({ page }) => {
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await hydrated(page);
    await expect(page.getByTestId("contact-bar")).toBeHidden();
    await expect(page.getByTestId("contact-seller")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("a sold listing says so at a glance; an active one does not", async ({ page }) => {
    await page.goto(await fixturePath(page, "2016 Sea Ray SPX 190"));
    await expect(page.getByTestId("sold-banner")).toContainText("Sold");
    await expectNoAccessibilityViolations(page);
    await page.goto(await fixturePath(page, "2021 Honda CRF450R"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2021 Honda CRF450R");
    await expect(page.getByTestId("sold-banner")).toHaveCount(0);
  });

  test("Share uses the browser's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shared: unknown[] }).__shared = [];
      navigator.share = async (data) => void (window as unknown as { __shared: unknown[] }).__shared.push(data);
    });
    const path = await fixturePath(page, "2021 Honda CRF450R");
    await page.goto(path);
    await hydrated(page);
    await page.getByText("Share", { exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared)).toEqual([
      { title: "2021 Honda CRF450R", url: expect.stringMatching(new RegExp(`${path}$`)) },
    ]);
    await expect(page.getByTestId("share-url")).toBeHidden();
  });

  test("Share copies the link and says so where there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    const path = await fixturePath(page, "2021 Honda CRF450R");
    await page.goto(path);
    await hydrated(page);
    await page.getByText("Share", { exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Share opens an email link and the address to copy", async ({ page }) => {
      const path = await fixturePath(page, "2021 Honda CRF450R");
      await page.goto(path);
      await page.getByText("Share", { exact: true }).click();
      const email = page.getByRole("link", { name: "Email this listing" });
      await expect(email).toBeVisible();
      const href = new URL((await email.getAttribute("href"))!);
      expect(href.protocol).toBe("mailto:");
      expect(href.searchParams.get("subject")).toBe("2021 Honda CRF450R on RideMarket");
      expect(href.searchParams.get("body")).toMatch(new RegExp(`${path}$`));
      const field = page.getByLabel("Link to this listing");
      await expect(field).toHaveAttribute("readonly", "");
      await expect(field).toHaveValue(new RegExp(`^https?://[^/]+${path}$`));
    });
  });
});
