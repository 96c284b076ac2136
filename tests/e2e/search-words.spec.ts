import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";

const PHONE = { width: 390, height: 844 };
const titles = (page: Page) => page.getByTestId("results").getByRole("heading", { level: 3 }).allTextContents();
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" }).getByRole("link");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("typed words become filters as chips, a misspelling is read as the word meant, and the words as typed are one link away", async ({ page }) => {
      await page.goto("/buy");
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("link", { name: /^Filters \(\d+\)$/ }).click();
      const typed = `hnda ${E2E_KEYWORD} under 8000`;
      await page.getByLabel("Keyword").fill(typed);
      await page.getByLabel("Keyword").press("Enter");

      await expect(page).toHaveURL((url) => url.searchParams.get("make") === "Honda" && url.searchParams.get("priceMax") === "8000" && url.searchParams.get("keyword") === E2E_KEYWORD && !url.searchParams.has("understand"));
      await expect(page.getByTestId("spelling-notice")).toHaveText(`Showing results for honda ${E2E_KEYWORD} under 8000. Search instead for ${typed}`);
      await expect(chips(page)).toHaveText([`“${E2E_KEYWORD}” ×`, "Honda ×", "Under $8,000 ×"]);
      expect(await titles(page)).toEqual(["2021 Honda CRF450R"]);
      await expect(page.getByLabel("Keyword")).toHaveValue(E2E_KEYWORD);
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);

      await page.getByRole("link", { name: `Search instead for ${typed}` }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("keyword") === typed && !url.searchParams.has("make"));
      await expect(page.getByTestId("empty-results")).toBeVisible();
    });

    test("a search that finds nothing offers the nearest searches that do, with their counts", async ({ page }) => {
      await page.goto(`/buy?keyword=${E2E_KEYWORD}&type=dirtbike&priceMax=1000`);
      await expect(page.getByTestId("empty-results")).toContainText("No vehicles found");
      const nearby = page.getByRole("navigation", { name: "Searches with results" });
      await expect(nearby.getByRole("link", { name: "Remove Under $1,000 (2 results)" })).toBeVisible();
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
      await nearby.getByRole("link", { name: "Remove Under $1,000 (2 results)" }).click();
      await expect(page).toHaveURL(`/buy?keyword=${E2E_KEYWORD}&type=dirtbike`);
      expect((await titles(page)).sort()).toEqual(["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    });
  });
}
