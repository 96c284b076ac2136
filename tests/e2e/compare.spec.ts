// Comparing listings on a phone (decision 55): picked from cards and a vehicle page, with
// JavaScript off and on, compared side by side without widening the page, one removed, axe clean.
import { expect, test, type Page } from "@playwright/test";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";
import { expectNoAccessibilityViolations } from "./accessibility";

const PHONE = { width: 390, height: 844 };
const RESULTS = `/buy?keyword=${E2E_KEYWORD}`;

const card = (page: Page, title: string) => page.getByTestId("vehicle-card").filter({ hasText: title });

async function expectNarrowPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function compareThree(page: Page, { js }: { js: boolean }) {
  await page.goto(RESULTS);
  if (js) await hydrated(page);
  await card(page, "2021 Honda CRF450R").getByTestId("compare-toggle").click();
  await expect(card(page, "2021 Honda CRF450R").getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
  // The list lives in one cookie: the next press waits for the answer that set it.
  await expect(page.getByTestId("compare-link")).toHaveText("Compare (1)");
  await card(page, "2019 Boston Whaler 170 Montauk").getByTestId("compare-toggle").click();
  await expect(card(page, "2019 Boston Whaler 170 Montauk").getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("compare-link")).toHaveText("Compare (2)");
  await expect(page).toHaveURL(RESULTS);

  // The third from its own page.
  await card(page, "2018 Yamaha YZ250F").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2018 Yamaha YZ250F");
  if (js) await hydrated(page);
  await page.getByTestId("vehicle-compare").getByTestId("compare-toggle").click();
  await expect(page.getByTestId("vehicle-compare").getByTestId("compare-toggle")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("compare-link").filter({ hasText: "Compare (3)" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare vehicles");
  await expect(page.getByTestId("compare-vehicle")).toHaveCount(3);
  await expect(page.getByTestId("compare-vehicle").nth(1)).toContainText("2019 Boston Whaler 170 Montauk");
  // A boat and dirt bikes: hours against miles, and a specification one lacks shows a dash.
  const usage = page.locator('[data-testid="compare-row"][data-label="Miles or hours"]');
  await expect(usage).toHaveAttribute("data-differs", "true");
  await expect(usage.getByTestId("differs-mark")).toHaveText("Differs");
  await expect(page.locator('[data-testid="compare-row"][data-label="Price"] td').first()).toHaveText("$7,250");
  await expectNarrowPage(page);
  // The table scrolls inside its own region.
  const region = page.getByTestId("compare-region");
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await page.getByRole("button", { name: "Remove the 2019 Boston Whaler 170 Montauk" }).click();
  await expect(page.getByTestId("compare-vehicle")).toHaveCount(2);
  await expect(page.getByTestId("compare-table")).not.toContainText("Boston Whaler");
  await expectNarrowPage(page);
}

test.describe("comparing on a phone", () => {
  test.use({ viewport: PHONE });

  test("without JavaScript: three picked from cards and a vehicle page, compared, one removed", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await compareThree(page, { js: false });
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    await context.close();
  });

  test("with JavaScript: the same in place, then the distance from a zip code, and axe clean", async ({ page }) => {
    await compareThree(page, { js: true });
    await hydrated(page);
    await page.getByLabel("Distance from zip code").fill("99501");
    await page.getByRole("button", { name: "Show distance" }).click();
    await expect(page.getByTestId("distance-origin")).toContainText("99501");
    await expect(page.locator('[data-testid="compare-row"][data-label="Distance"]')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Distance from zip code").fill("123");
    await page.getByRole("button", { name: "Show distance" }).click();
    // The browser's own check stops a zip code that is not five digits before it is sent.
    await expect(page.getByTestId("distance-origin")).toBeVisible();
  });
});
