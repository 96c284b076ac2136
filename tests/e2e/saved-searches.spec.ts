// Saving a /buy search and managing it on the account page, with JavaScript and without.
import { expect, test, type Page } from "@playwright/test";
import { signIn, signOut, signUp, skipPasskeyPrompt, unique } from "./session";
import { hydrated } from "./hydrated";
import { expectNoAccessibilityViolations } from "./accessibility";

const SEARCH = "/buy?type=dirtbike&make=Honda&priceMax=8000&zipCode=78701";
const NAME = "Honda dirt bikes under $8,000 near 78701";
const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });
const savedRow = (page: Page, name: string) => page.getByTestId("saved-search").filter({ has: page.getByRole("heading", { name }) });

async function newBuyer(page: Page) {
  const email = `searcher-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  return email;
}

async function saveFromBuy(page: Page, frequency: string) {
  await page.goto(SEARCH);
  await page.getByText("Save this search", { exact: true }).click();
  const panel = page.getByTestId("save-search");
  await expect(panel.getByLabel("Name")).toHaveValue(NAME);
  await panel.getByLabel("Email me new matches").selectOption({ label: frequency });
  await panel.getByRole("button", { name: "Save search" }).click();
  await expect(toast(page, "Search Saved")).toBeVisible();
  await expect(page).toHaveURL(SEARCH);
}

async function manage(page: Page, alerts = "Instantly") {
  await page.goto("/account");
  await page.getByRole("link", { name: "Saved Searches" }).click();
  await expect(page).toHaveURL(/\/account\/searches$/);
  const row = savedRow(page, NAME);
  await expect(row).toContainText(`Alerts: ${alerts}`);
  await expect(row.getByRole("link", { name: `Run ${NAME}` })).toHaveAttribute("href", "/buy?make=Honda&priceMax=8000&type=dirtbike&zipCode=78701");

  await row.getByLabel("Name").fill("Cheap Hondas");
  await row.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Search Renamed")).toBeVisible();
  const renamed = savedRow(page, "Cheap Hondas");
  await renamed.getByLabel("Email me new matches").selectOption({ label: "Weekly" });
  await renamed.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Alerts Updated")).toBeVisible();
  await expect(savedRow(page, "Cheap Hondas")).toContainText("Alerts: Weekly");

  await savedRow(page, "Cheap Hondas").getByText("Delete", { exact: true }).click();
  await savedRow(page, "Cheap Hondas").getByRole("button", { name: "Yes, delete this search" }).click();
  await expect(toast(page, "Search Deleted")).toBeVisible();
  await expect(page.getByText("No saved searches")).toBeVisible();
}

test("with JavaScript: signed out, saving leads to sign-in and back; then save, rename, change frequency and delete", async ({ page }) => {
  const email = await newBuyer(page);
  await signOut(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SEARCH);
  await hydrated(page);
  await page.getByText("Save this search", { exact: true }).click();
  await page.getByRole("link", { name: "Sign in to save this search" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(SEARCH)}&then=save-search`);
  await signIn(page, email, "gravel-trail-123");
  await expect(page).toHaveURL(SEARCH);
  // Signing in saved the search it was asked for, with the form's default alerts (daily).
  await expect(toast(page, "Search Saved")).toBeVisible();
  await skipPasskeyPrompt(page);

  // The same search again says so next to the button.
  const again = page.getByTestId("save-search").getByRole("button", { name: "Save search" });
  if (!(await again.isVisible())) await page.getByText("Save this search", { exact: true }).click();
  await again.click();
  await expect(page.getByTestId("save-search").getByRole("alert")).toHaveText("You have already saved this search.");
  await expectNoAccessibilityViolations(page);
  await page.goto("/account/searches");
  await hydrated(page);
  await expectNoAccessibilityViolations(page);
  await manage(page, "Daily");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("save, rename, change frequency and delete work as plain forms", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newBuyer(page);
    await saveFromBuy(page, "Instantly");
    // Refused, the page comes back with the reason and what was typed, not the suggested name.
    await page.getByText("Save this search", { exact: true }).click();
    const panel = page.getByTestId("save-search");
    await panel.getByLabel("Name").fill("My Hondas");
    await panel.getByLabel("Email me new matches").selectOption({ label: "Weekly" });
    await panel.getByRole("button", { name: "Save search" }).click();
    await expect(panel.getByRole("alert")).toHaveText("You have already saved this search.");
    await expect(panel.getByLabel("Name")).toHaveValue("My Hondas");
    await expect(panel.getByLabel("Email me new matches")).toHaveValue("weekly");
    await manage(page);
  });
});
