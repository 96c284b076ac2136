// What a visitor presses while signed out (Contact Seller, Save, Save this search) survives
// sign-in and sign-up, with JavaScript and without, and is done after it: the contact form opens
// on the listing (no passkey prompt over it), the vehicle is saved, the search is saved. The way
// back stays a same-site path (shared/redirects.ts).
import { expect, test, type Page } from "@playwright/test";
import { createListing, createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { fillSignUp, signIn, signUp, skipPasskeyPrompt, unique } from "./session";
import { withE2eDb } from "./seller-db";

const PASSWORD = "gravel-trail-123";
const SEARCH = "/buy?type=boat&priceMax=30000";

const activeListing = () =>
  withE2eDb(async (db) => {
    const seller = await createUser(db);
    return (await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2017, price: 5400, zip: "83702", userId: seller.id })).id;
  });

/** An account that exists, signed out again: the sign-in path. */
async function existingAccount(page: Page) {
  const email = `intent-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  await page.context().clearCookies();
  return email;
}

const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("Save, signed out, then sign up: the vehicle is saved and the buyer is back on it", async ({ page }) => {
      const vehicleId = await activeListing();
      await page.goto(`/vehicles/${vehicleId}`);
      await page.getByTestId("save-toggle").click();
      await expect(page).toHaveURL(`/login?redirect=%2Fvehicles%2F${vehicleId}&then=save`);
      await page.getByRole("link", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/tab=signup/);
      await expect(page).toHaveURL(/then=save/);
      await fillSignUp(page, `intent-save-${unique()}@example.com`);
      await expect(page).toHaveURL(`/vehicles/${vehicleId}`);
      await expect(toast(page, "Vehicle Saved")).toBeVisible();
      await skipPasskeyPrompt(page);
      await expect(page.getByTestId("save-toggle")).toHaveText("Saved");
      await page.goto("/account/saved");
      await expect(page.getByTestId("saved-grid")).toContainText("2017 Honda CRF450R");
    });

    test("Contact Seller, signed out, then sign in: the contact form opens on the listing, nothing over it", async ({ page }) => {
      const email = await existingAccount(page);
      const vehicleId = await activeListing();
      await page.goto(`/vehicles/${vehicleId}`);
      await page.getByTestId("contact-bar").getByRole("link", { name: "Contact Seller" }).click();
      await expect(page).toHaveURL(`/login?redirect=%2Fvehicles%2F${vehicleId}&then=contact`);
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(`/vehicles/${vehicleId}?contact=1`);
      const dialog = page.getByRole("dialog", { name: "Contact Seller" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your message")).toHaveValue("Hi, is this still available?");
      if (javaScriptEnabled) await page.waitForFunction(() => window.__pendingInput === null);
      // The passkey prompt waits: it would cover the form.
      await expect(page.getByTestId("passkey-prompt")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Send", exact: true }).click({ trial: true });
      if (javaScriptEnabled) await expectNoAccessibilityViolations(page);
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);
      // Offered on the next page instead, where the browser can make a passkey.
      await skipPasskeyPrompt(page);
    });

    test("Save this search, signed out, then sign in: the search is saved", async ({ page }) => {
      const email = await existingAccount(page);
      await page.goto(SEARCH);
      await page.getByText("Save this search", { exact: true }).click();
      await page.getByRole("link", { name: "Sign in to save this search" }).click();
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(SEARCH)}&then=save-search`);
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(SEARCH);
      await expect(toast(page, "Search Saved")).toBeVisible();
      await skipPasskeyPrompt(page);
      await page.goto("/account/searches");
      await expect(page.getByTestId("saved-search")).toHaveCount(1);
      await expect(page.getByTestId("saved-search")).toContainText("Alerts: Daily");
    });

    test("Save this search, signed out, then sign up: the search is saved", async ({ page }) => {
      await page.goto(SEARCH);
      await page.getByText("Save this search", { exact: true }).click();
      await page.getByRole("link", { name: "Sign in to save this search" }).click();
      await page.getByRole("link", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/then=save-search/);
      await fillSignUp(page, `intent-search-${unique()}@example.com`);
      await expect(page).toHaveURL(SEARCH);
      await expect(toast(page, "Search Saved")).toBeVisible();
      await skipPasskeyPrompt(page);
      await page.goto("/account/searches");
      await expect(page.getByTestId("saved-search")).toHaveCount(1);
    });
  });
}

test("an intent never leads off the site: a foreign return goes home, with nothing done", async ({ page }) => {
  const email = await existingAccount(page);
  await page.goto(`/login?redirect=${encodeURIComponent("//evil.example/vehicles/1")}&then=contact`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/");
  await page.goto(`/login?redirect=${encodeURIComponent("https://evil.example/vehicles/1")}&then=save`);
  await expect(page).toHaveURL("/");
});
