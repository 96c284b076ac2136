// A seller lowers a price on the edit page; buyers then see the drop and the price history.
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { giveListings } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

test("a lowered price shows as a drop and a better deal rating on the vehicle page and its /buy card, with the Price history", async ({ page, browser }) => {
  const token = `drp${unique().replace(/\W/g, "").slice(-8)}`;
  const email = `pricer-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [id] = await giveListings(email, [
    { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 39000, zip: "83702", package: "elite", description: `Garage kept, ${token}, new tires.` },
  ]);

  const dealOf = async () => (await (await page.request.get(`/api/vehicles/${id}`)).json()) as { dealRating: string | null; typicalValue: string | null };
  // Far above the model year's typical retail value, then lowered to 85% of it: a great deal.
  const listed = await dealOf();
  expect(listed.dealRating).toBe("over");
  const lowered = Math.floor(Number(listed.typicalValue) * 0.85);
  const money = (n: number) => `$${n.toLocaleString("en-US")}`;
  const dropText = `Price dropped ${money(39000 - lowered)} · today`;

  await page.goto(`/vehicles/${id}/edit?step=3`);
  await page.getByLabel("Asking Price (USD)").fill(String(lowered));
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/\/account\/listings$/);

  expect((await dealOf()).dealRating).toBe("great");

  // A buyer, signed out, on a phone.
  const buyer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await buyer.goto(`/vehicles/${id}`);
  await expect(buyer.getByTestId("detail-price")).toHaveText(money(lowered));
  // The listing's own line, before the similar listings' cards with theirs.
  await expect(buyer.getByTestId("price-drop").first()).toHaveText(dropText);
  await expect(buyer.getByTestId("deal-summary").getByTestId("deal-badge")).toHaveAttribute("data-rating", "great");
  const history = buyer.getByRole("region", { name: "Price history" });
  await expect(history.getByRole("img", { name: new RegExp(`^Price since listing: listed at \\$39,000 on .+, now \\$${money(lowered).slice(1)} after 1 change\\.`) })).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").nth(0)).toContainText("Listed at $39,000");
  await expect(history.getByRole("listitem").nth(1)).toContainText(`$39,000 → ${money(lowered)} (down ${money(39000 - lowered)})`);
  await hydrated(buyer);
  await expectNoAccessibilityViolations(buyer);

  await buyer.goto(`/buy?keyword=${token}`);
  const card = buyer.getByTestId("results").getByTestId("vehicle-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("price")).toHaveText(money(lowered));
  await expect(card.getByTestId("price-drop")).toHaveText(dropText);
  await expect(card.getByTestId("deal-badge")).toHaveAttribute("data-rating", "great");
  await hydrated(buyer);
  await expectNoAccessibilityViolations(buyer, { within: "[data-testid=vehicle-card]" });
  await buyer.close();
});
