// A landing page as a browser without JavaScript gets it: heading, summary, listings, and the
// hand-over to /buy with its filters; then the same page checked by axe with JavaScript on.
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a model's page shows its listings and hands over to /buy keeping its filters", async ({ page }) => {
    const answer = await page.goto("/buy/dirt-bikes/honda/crf450r");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Honda CRF450R for sale");
    await expect(page.getByTestId("summary-listings")).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId("summary-year")).toHaveText(/^(19|20)\d\d$/);
    const cards = page.getByTestId("results").getByTestId("vehicle-card");
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.getByRole("heading", { level: 3 }).allTextContents()) expect(title).toContain("Honda CRF450R");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/buy\/dirt-bikes\/honda\/crf450r$/);

    await page.getByTestId("refine-link").click();
    await expect(page).toHaveURL(/\/buy\?type=dirtbike&make=Honda&model=CRF450R$/);
    await expect(page.getByLabel("Vehicle Type")).toHaveValue("dirtbike");
    await expect(page.getByLabel("Make")).toHaveValue("Honda");
    await expect(page.getByLabel("Model")).toHaveValue("CRF450R");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/buy\/dirt-bikes\/honda\/crf450r$/);
  });

  test("its filter form searches /buy with the page's filters and the new ones", async ({ page }) => {
    await page.goto("/buy/dirt-bikes/in/alaska");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used dirt bikes for sale in Alaska");
    await page.getByLabel("Max price ($)").fill("5000");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/buy\?type=dirtbike&state=AK&yearMin=&priceMax=5000$/);
    await expect(page.getByTestId("filter-chips")).toContainText("In Alaska");
    // The fixtures' Yamaha (Anchorage, $4,100) is among them; the Honda ($7,250) is not.
    const titles = await page.getByTestId("results").getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toContain("2018 Yamaha YZ250F");
    expect(titles).not.toContain("2021 Honda CRF450R");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
  });

  test("an unknown make is the not-found page", async ({ page }) => {
    const answer = await page.goto("/buy/dirt-bikes/no-such-make");
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("a landing page fits a phone and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/buy/dirt-bikes/honda");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Honda dirt bikes for sale");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);
});
