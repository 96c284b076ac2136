// The saved list on a 390 px phone marks a saved listing whose price dropped.
import { expect, test } from "@playwright/test";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { giveSavedVehicle, withE2eDb } from "./seller-db";
import { expectNoAccessibilityViolations } from "./accessibility";

test.use({ viewport: { width: 390, height: 844 } });

test("the saved list shows the old price struck through, the new price and the drop", async ({ page }) => {
  const email = `drops-${unique()}@example.com`;
  await signUp(page, email);
  // The passkey offer comes once the account exists.
  await skipPasskeyPrompt(page);
  const dropped = await giveSavedVehicle(email, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210" });
  await giveSavedVehicle(email, { type: "dirtbike", make: "Honda", model: "CRF250R", year: 2018, price: 5200, zip: "90210" });
  // The drop as the seller's edit records it on the listing.
  await withE2eDb((db) => db.listing.update({ where: { vehicleId: dropped }, data: { price: 7300, lastPriceDrop: 500, lastPriceDropAt: new Date() } }));

  await page.goto("/account/saved");
  const card = page.getByTestId("vehicle-card").filter({ hasText: "2019 Honda CRF450R" });
  const drop = card.getByTestId("saved-price-drop");
  await expect(drop).toHaveText("Was $7,800, now $7,300: down $500 · today");
  await expect(drop.locator("s")).toHaveText("$7,800");
  await expect(page.getByTestId("vehicle-card").filter({ hasText: "2018 Honda CRF250R" }).getByTestId("saved-price-drop")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);
});
