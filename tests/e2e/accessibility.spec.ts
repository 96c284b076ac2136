// axe-core (WCAG 2.0/2.1 A and AA rules) on the pages a buyer and a seller walk through, on a
// 390 px phone and on a desktop: no violations at all.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { signUp, skipPasskeyPrompt, unique } from "./session";

const PHONE = { width: 390, height: 844 };

async function check(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expectNoAccessibilityViolations(page);
}

for (const [label, viewport] of [["phone", PHONE], ["desktop", { width: 1280, height: 900 }]] as const) {
  test.describe(`public pages on a ${label}`, () => {
    test.use({ viewport });

    test("home, search, a vehicle, research and sign-in", async ({ page }) => {
      await check(page, "/");
      await check(page, "/buy");
      await check(page, "/buy?type=dirtbike&zipCode=90210&sortBy=price_asc");
      await page.goto("/buy");
      const first = page.getByTestId("vehicle-card").first().getByRole("link").first();
      const href = await first.getAttribute("href");
      await check(page, href!);
      await check(page, "/research");
      await check(page, "/login");
    });
  });
}

test.describe("a seller's pages on a phone", () => {
  test.use({ viewport: PHONE });

  test("every sell step and the account", async ({ page }) => {
    await signUp(page, `axe-${unique()}@example.com`);
    await skipPasskeyPrompt(page);
    await check(page, "/sell?step=1");
    await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
    await page.getByLabel("Make").selectOption({ label: "Honda" });
    await page.getByLabel("Model").selectOption({ label: "CRF450R" });
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Condition").selectOption({ label: "Very Good" });
    await page.getByLabel("Mileage").fill("1500");
    await page.getByLabel("Zip Code").fill("90210");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=2/);
    await expectNoAccessibilityViolations(page);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles([{ name: "bike.png", mimeType: "image/png", buffer: png }]);
    await expect(page.getByText("Photos (1/10)")).toBeVisible();
    await page.getByLabel("Description", { exact: true }).fill("Fresh top end, new tires, always garaged.");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=3/);
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Asking Price (USD)").fill("7250");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=4/);
    await expectNoAccessibilityViolations(page);
    await page.getByTestId("package-elite").click();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/step=5/);
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await check(page, "/account");
    await check(page, "/account/listings");
    await check(page, "/account/saved");
  });
});
