// Recently viewed listings on a phone (decision 56): two listings opened show on / and /buy,
// newest first, signed out (a cookie) and signed in (the account), with JavaScript on and off.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { createListing, createUser } from "../support/fixtures";

const PHONE = { width: 390, height: 844 };

/** Two fresh listings on the market, of another seller. */
async function twoListings(): Promise<[number, number]> {
  return withE2eDb(async (db) => {
    const seller = await createUser(db);
    const first = await createListing(db, { type: "atv", make: "Polaris", model: "Sportsman 570", year: 2018, price: 5100, zip: "99501", userId: seller.id });
    const second = await createListing(db, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2017, price: 3900, zip: "99501", userId: seller.id });
    return [first.id, second.id];
  });
}

/** Opens a vehicle page and waits for its view mark to be answered. */
async function open(page: Page, vehicleId: number) {
  const marked = page.waitForResponse((r) => new URL(r.url()).pathname === `/vehicles/${vehicleId}/viewed`);
  await page.goto(`/vehicles/${vehicleId}`);
  expect((await marked).status()).toBe(200);
}

const listed = (page: Page) => page.getByTestId("recently-viewed").getByRole("article");

async function expectListed(page: Page, ids: number[]) {
  const section = page.getByTestId("recently-viewed");
  await expect(section.getByRole("heading", { name: "Recently viewed" })).toBeVisible();
  const hrefs = await section.locator("article a[href^='/vehicles/']").evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!.split("?")[0]))]);
  expect(hrefs.slice(0, ids.length)).toEqual(ids.map((id) => `/vehicles/${id}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("signed out: two listings opened show on / and /buy, newest first, until cleared", async ({ page }) => {
      const [first, second] = await twoListings();
      await page.goto("/");
      await expect(page.getByTestId("recently-viewed")).toHaveCount(0);
      await open(page, first);
      await open(page, second);

      await page.goto("/");
      await expectListed(page, [second, first]);
      await expect(listed(page)).toHaveCount(2);
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
      await page.goto("/buy");
      await expectListed(page, [second, first]);
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page, { within: "[data-testid='recently-viewed']" });

      await page.getByRole("button", { name: "Clear recently viewed" }).click();
      await expect(page).toHaveURL(/\/buy$/);
      await expect(page.getByTestId("recently-viewed")).toHaveCount(0);
      await page.goto("/");
      await expect(page.getByTestId("recently-viewed")).toHaveCount(0);
    });

    test("signed in: what was opened before signing in stays, and the account keeps the order", async ({ page }) => {
      const [first, second] = await twoListings();
      await open(page, first);
      await signUp(page, `viewed-${unique()}@example.com`);
      await skipPasskeyPrompt(page);
      await open(page, second);

      await page.goto("/buy");
      await expectListed(page, [second, first]);
      await page.goto("/");
      await expectListed(page, [second, first]);
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);

      if (javaScriptEnabled) {
        // Opened again by a click (a client-side visit), the first listing comes back to the top.
        const marked = page.waitForResponse((r) => new URL(r.url()).pathname === `/vehicles/${first}/viewed`);
        await page.getByTestId("recently-viewed").locator(`a[href='/vehicles/${first}']`).first().click();
        await expect(page).toHaveURL(`/vehicles/${first}`);
        await marked;
        await page.goto("/");
        await expectListed(page, [first, second]);
      }
    });
  });
}
