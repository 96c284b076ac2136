// A listing that takes no new messages (sold, here) offers no Contact Seller anywhere: the phone's
// bar and the aside both say what is true and lead on to similar vehicles, and ?contact=1 opens
// nothing. One rule decides it, the relay's (contactOffer in conversations/message-rules.ts).
import { expect, test } from "@playwright/test";
import { createListing, createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

const soldListing = () =>
  withE2eDb(async (db) => {
    const seller = await createUser(db);
    return (await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2018, price: 6100, zip: "83702", status: "sold", userId: seller.id })).id;
  });

const SCREENS = [
  { name: "on a 390 px phone", viewport: { width: 390, height: 844 }, phone: true },
  { name: "on a desktop", viewport: { width: 1280, height: 900 }, phone: false },
];

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test("a sold listing offers no Contact Seller: it says it is sold and leads to similar vehicles", async ({ page }) => {
      const vehicleId = await soldListing();
      await signUp(page, `sold-${unique()}@example.com`);
      await skipPasskeyPrompt(page);
      await page.goto(`/vehicles/${vehicleId}`);
      await hydrated(page);
      await expect(page.getByTestId("sold-banner")).toBeVisible();
      await expect(page.getByRole("link", { name: "Contact Seller" })).toHaveCount(0);
      await expect(page.getByTestId("contact-seller")).toHaveCount(0);
      await expect(page.getByTestId("contact-bar-seller")).toHaveCount(0);

      const where = screen.phone ? page.getByTestId("contact-bar") : page.locator("aside");
      const closed = where.getByTestId("contact-closed");
      await expect(closed).toBeVisible();
      await expect(closed).toContainText("This vehicle has been sold.");
      await expectNoAccessibilityViolations(page);

      // Asking for the form by its address opens nothing either.
      await page.goto(`/vehicles/${vehicleId}?contact=1`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("2018 Honda CRF450R");
      await expect(page.getByRole("dialog", { name: "Contact Seller" })).toHaveCount(0);

      await where.getByTestId("contact-closed").getByRole("link", { name: "See similar vehicles" }).click();
      await expect(page).toHaveURL(/\/buy\?type=dirtbike$/);
    });
  });
}

test("signed out, a sold listing offers no Contact Seller either", async ({ page }) => {
  const vehicleId = await soldListing();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByTestId("contact-bar").getByTestId("contact-closed")).toContainText("This vehicle has been sold.");
  await expect(page.getByRole("link", { name: "Contact Seller" })).toHaveCount(0);
});
