import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const titles = (page: Page) => page.getByTestId("results").getByRole("heading", { level: 3 }).allTextContents();
const filtersButton = (page: Page) => page.getByRole("link", { name: /^Filters \(\d+\)$/ });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("results come first; the Filters button opens the filters as a full-height sheet", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&type=dirtbike&priceMax=20000`);
      await expect(page.getByLabel("Vehicle Type")).toBeHidden();
      const firstCard = page.getByTestId("results").getByRole("article").first();
      await expect(firstCard).toBeInViewport();
      await expect(filtersButton(page)).toHaveText("Filters (3)");

      await filtersButton(page).click();
      await expect(page).toHaveURL(/#filters$/);
      const sheet = page.locator("#filters");
      await expect(page.getByLabel("Vehicle Type")).toBeVisible();
      const box = (await sheet.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBe(PHONE.height);

      if (javaScriptEnabled) {
        // A change searches at once; the sheet stays open for the next change.
        await page.getByLabel("Min year").fill("2019");
        await expect(page).toHaveURL(/yearMin=2019.*#filters$/);
        await expect(page.getByLabel("Vehicle Type")).toBeVisible();
        await expect(page.getByLabel("Min year")).toHaveValue("2019");
      }

      await page.getByRole("link", { name: "Show results" }).click();
      await expect(page.getByLabel("Vehicle Type")).toBeHidden();
    });

    test("each active filter is a chip that links to the search without it", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&type=dirtbike&make=Honda&priceMax=20000`);
      const chips = page.getByRole("list", { name: "Active filters" }).getByRole("link");
      await expect(chips).toHaveText([`“${E2E_KEYWORD}” ×`, "Dirt Bikes ×", "Honda ×", "Under $20,000 ×"]);
      await expect(page.getByRole("link", { name: "Remove filter Under $20,000" })).toBeVisible();
      await page.getByRole("link", { name: "Remove filter Honda" }).click();
      await expect(page).toHaveURL(`/buy?keyword=${E2E_KEYWORD}&type=dirtbike&priceMax=20000`);
      await expect.poll(() => titles(page)).toEqual(["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    });

    test("a page past the last one is a 404 that leads back to the search's pages", async ({ page }) => {
      const response = await page.goto(`/buy?keyword=${E2E_KEYWORD}&limit=2&page=5`);
      expect(response!.status()).toBe(404);
      await expect(page.getByTestId("result-range")).not.toContainText("Showing");
      await expect(page.getByRole("link", { name: "Go to page 1" })).toHaveAttribute("href", `/buy?keyword=${E2E_KEYWORD}&limit=2`);
      await page.getByRole("link", { name: "Go to the last page (2)" }).click();
      await expect(page).toHaveURL(`/buy?keyword=${E2E_KEYWORD}&limit=2&page=2`);
      await expect(page.getByTestId("result-range")).toHaveText("Showing 3–4 of 4 results");
    });

    test("Search Vehicles closes the filter sheet and shows the results from the top, without #filters in the address", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
      if (javaScriptEnabled) await hydrated(page);
      await filtersButton(page).click();
      await expect(page.getByLabel("Vehicle Type")).toBeVisible();
      await page.getByLabel("Max price ($)").fill("20000");
      await page.getByRole("button", { name: "Search Vehicles" }).click();
      await expect(page).toHaveURL(/\/buy\?[^#]*priceMax=20000[^#]*$/);
      await expect(page.getByLabel("Vehicle Type")).toBeHidden();
      await expect(page.getByTestId("result-range")).toHaveText("Showing 1–2 of 2 results");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByTestId("results").getByRole("article").first()).toBeInViewport();
      // With JavaScript the count of results takes the focus, so a screen reader says it.
      if (javaScriptEnabled) {
        await expect(page.getByTestId("result-range")).toBeFocused();
        await expectNoAccessibilityViolations(page);
      }
    });

    test("a malformed zip code is reported once, at the field", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&zipCode=abc`);
      await expect(page.getByText("Please enter a valid zip code")).toHaveCount(1);
      await filtersButton(page).click();
      await expect(page.locator("#f-zipCode-error")).toHaveText("Please enter a valid zip code");
    });
  });
}

test.describe("a make without a type", () => {
  test("is shown as a chip and kept when another filter changes (JavaScript on)", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}&make=Honda`);
    await expect(page.getByRole("link", { name: "Remove filter Honda" })).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(["2021 Honda CRF450R"]);
    await page.getByLabel("Max price ($)").fill("50000");
    await expect(page).toHaveURL(/priceMax=50000/);
    await expect(page).toHaveURL(/make=Honda/);
    await expect.poll(() => titles(page)).toEqual(["2021 Honda CRF450R"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is kept when the form is submitted", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&make=Honda`);
      await page.getByLabel("Max price ($)").fill("50000");
      await page.getByRole("button", { name: "Search Vehicles" }).click();
      await expect(page).toHaveURL(/priceMax=50000/);
      await expect(page).toHaveURL(/make=Honda/);
      await expect(page.getByRole("link", { name: "Remove filter Honda" })).toBeVisible();
    });
  });
});

test.describe("Sort By on a phone", () => {
  test.use({ viewport: PHONE });
  const byPrice = ["2019 Boston Whaler 170 Montauk", "2021 Honda CRF450R", "2018 Yamaha YZ250F"];

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("has its own button that applies the sort with the current filters", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&priceMax=50000`);
      await page.getByLabel("Sort By").selectOption("price_high");
      await page.getByRole("button", { name: "Apply sort" }).click();
      await expect(page).toHaveURL(/sortBy=price_high/);
      await expect(page).toHaveURL(new RegExp(`keyword=${E2E_KEYWORD}.*priceMax=50000`));
      await expect(page.getByLabel("Sort By")).toHaveValue("price_high");
      await expect.poll(() => titles(page)).toEqual(byPrice);
    });
  });

  test("with JavaScript sorts as soon as it changes, and shows no apply button", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}&priceMax=50000`);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Apply sort" })).toHaveCount(0);
    await page.getByLabel("Sort By").selectOption("price_high");
    await expect(page).toHaveURL(/sortBy=price_high/);
    await expect.poll(() => titles(page)).toEqual(byPrice);
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });
  test("the filters stay in the sidebar and the Filters button is not shown", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await expect(page.getByLabel("Vehicle Type")).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    const sidebar = (await page.locator("#filters").boundingBox())!;
    const results = (await page.locator("#results").boundingBox())!;
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(results.x);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test("the page does not shift after it is shown, and axe finds nothing", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&make=Honda&priceMax=20000`);
      await page.waitForLoadState("networkidle");
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      await expectNoAccessibilityViolations(page);
      if (viewport === PHONE) {
        await filtersButton(page).click();
        await expectNoAccessibilityViolations(page);
      }
    });
  });
}
