// A seller lowers a price on the edit page; buyers then see the drop and the price history.
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { giveListings } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

test("a lowered price shows as a drop on the vehicle page and its /buy card, with the Price history", async ({ page, browser }) => {
  const token = `drp${unique().replace(/\W/g, "").slice(-8)}`;
  const email = `pricer-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [id] = await giveListings(email, [
    { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "83702", package: "elite", description: `Garage kept, ${token}, new tires.` },
  ]);

  await page.goto(`/vehicles/${id}/edit?step=3`);
  await page.getByLabel("Asking Price (USD)").fill("6400");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/\/account\?tab=listings$/);

  // A buyer, signed out, on a phone.
  const buyer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await buyer.goto(`/vehicles/${id}`);
  await expect(buyer.getByTestId("detail-price")).toHaveText("$6,400");
  await expect(buyer.getByTestId("price-drop")).toHaveText("Price dropped $850 · today");
  const history = buyer.getByRole("region", { name: "Price history" });
  await expect(history.getByRole("img", { name: /^Price since listing: listed at \$7,250 on .+, now \$6,400 after 1 change\./ })).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").nth(0)).toContainText("Listed at $7,250");
  await expect(history.getByRole("listitem").nth(1)).toContainText("$7,250 → $6,400 (down $850)");
  await hydrated(buyer);
  await expectNoAccessibilityViolations(buyer);

  await buyer.goto(`/buy?keyword=${token}`);
  const card = buyer.getByTestId("vehicle-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("price")).toHaveText("$6,400");
  await expect(card.getByTestId("price-drop")).toHaveText("Price dropped $850 · today");
  await hydrated(buyer);
  await expectNoAccessibilityViolations(buyer, { within: "[data-testid=vehicle-card]" });
  await buyer.close();
});
