// A seller watches their listing's dashboard: a visit by someone else and a save move the numbers,
// the seller's own visit does not. The dashboard passes axe on a phone.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { giveListings, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

// Headless Chromium says "HeadlessChrome", which the view counter rightly takes for a bot: the
// visitor in this test is a person, so their browser says what a person's Chrome says.
const PERSON_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const PHONE = { width: 390, height: 844 };

/** Reloads until the figure shows `value`: a view is written just after its page is served. */
async function expectFigure(page: Page, testId: string, value: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(testId)).toHaveText(value, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test("a seller sees views and saves move on the dashboard after another person's visit and save", async ({ page, browser }) => {
  const email = `dash-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [vehicleId] = await giveListings(email, [{ type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 8400, zip: "83702", package: "pro" }]);
  const listingId = await withE2eDb(async (db) => (await db.listing.findUniqueOrThrow({ where: { vehicleId: vehicleId! } })).id);

  // The seller's own look at the page is not a view.
  await page.goto(`/vehicles/${vehicleId}`);
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Dashboard" }).click();
  const row = page.getByTestId("dashboard-row").filter({ hasText: "2021 Honda CRF450R" });
  await expect(row.getByTestId("dashboard-views")).toHaveText("0");
  await row.getByRole("link", { name: "2021 Honda CRF450R" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/listings/${listingId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "2021 Honda CRF450R" })).toBeVisible();
  await expect(page.getByTestId("stat-views-30")).toHaveText("0");
  await expect(page.getByTestId("stat-saves")).toHaveText("0");
  await expect(page.getByTestId("stat-expiry")).toHaveText("Expires in 90 days");
  await expect(page.getByTestId("completeness-hints")).toContainText("Add at least 6 photos: listings with 6+ get more views");

  // Another person, in their own browser, looks at the listing and saves it.
  const visitorContext = await browser.newContext({ userAgent: PERSON_CHROME });
  const visitor = await visitorContext.newPage();
  await signUp(visitor, `dash-visitor-${unique()}@example.com`);
  await skipPasskeyPrompt(visitor);
  await visitor.goto(`/vehicles/${vehicleId}`);
  await visitor.getByTestId("save-toggle").click();
  await expect(visitor.getByTestId("save-toggle")).toHaveText("Saved");
  // Looking again the same day is still one view.
  await visitor.reload();
  await visitorContext.close();

  await expectFigure(page, "stat-views-30", "1");
  await expect(page.getByTestId("stat-views-7")).toHaveText("1");
  await expect(page.getByTestId("stat-views-total")).toHaveText("1");
  await expect(page.getByTestId("stat-saves")).toHaveText("1");
  await expect(page.getByRole("img", { name: /: 1 in all, most on [A-Z][a-z]+ \d+ with 1\./ })).toBeVisible();

  await page.goto("/account/dashboard");
  await expect(row.getByTestId("dashboard-views")).toHaveText("1");
  await expect(row.getByTestId("dashboard-saves")).toHaveText("1");
});

test("the dashboard tab and a listing's dashboard pass axe on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = `dash-a11y-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [vehicleId] = await giveListings(email, [{ type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2019, price: 28999, zip: "83702", package: "elite", mileage: null }]);
  const listingId = await withE2eDb(async (db) => (await db.listing.findUniqueOrThrow({ where: { vehicleId: vehicleId! } })).id);

  await page.goto("/account/dashboard");
  await expect(page.getByTestId("dashboard-row")).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
  await page.goto(`/account/listings/${listingId}`);
  await expect(page.getByTestId("views-chart")).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
