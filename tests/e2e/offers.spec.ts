// Offers on a phone (decision 53): a buyer offers from the vehicle page, the seller counters in the
// thread, the buyer accepts the counter, and the listing shows as pending, with the agreed price
// only to the two sides. Each page the offers touch is checked with axe and for its width.
import { expect, test, type Page } from "@playwright/test";
import { giveListings } from "./seller-db";
import { signIn, signOut, signUp, skipPasskeyPrompt, unique } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";

test.use({ viewport: { width: 390, height: 844 } });

const BIKE = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" } as const;
const PASSWORD = "gravel-trail-123";

async function signUpAs(page: Page, kind: string) {
  const email = `${kind}-${unique()}@example.com`;
  await signUp(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
  return email;
}

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
}

async function expectPhoneWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const card = (page: Page) => page.getByTestId("offer-card");

test("a buyer offers, the seller counters, the buyer accepts, and the listing shows pending", async ({ page }) => {
  test.setTimeout(180_000);
  const sellerEmail = await signUpAs(page, "offer-seller");
  const [vehicleId] = await giveListings(sellerEmail, [BIKE]);
  await signOut(page);

  // Signed out, "Make an offer" signs in first and comes back to the offer form.
  await page.goto(`/vehicles/${vehicleId}`);
  await page.getByTestId("make-offer-link").click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goto("/");
  const buyerEmail = await signUpAs(page, "offer-buyer");

  await page.goto(`/vehicles/${vehicleId}`);
  await expectNoAccessibilityViolations(page, { within: "[data-testid=offer-panel]" });
  await page.getByTestId("make-offer-link").click();
  await expect(page).toHaveURL(`/vehicles/${vehicleId}/offer`);
  await expect(page.getByRole("heading", { name: "Make an offer" })).toBeVisible();
  await page.getByLabel("Your offer").fill("0");
  await page.getByRole("button", { name: "Send offer" }).click();
  await expect(page.getByText("An offer must be at least $1")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidth(page);
  await page.getByLabel("Your offer").fill("7,000");
  await page.getByLabel("Message (optional)").fill("Cash on pickup this weekend");
  await page.getByRole("button", { name: "Send offer" }).click();

  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(card(page).getByTestId("offer-amount")).toHaveText("$7,000");
  await expect(card(page).getByTestId("offer-state")).toHaveText("Waiting for the seller");
  await expect(card(page).getByTestId("offer-next")).toContainText("Waiting for the seller's answer");
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidth(page);
  await waitForMail(sellerEmail, "New offer of $7,000 on your 2019 Honda CRF450R");
  await signOut(page);

  await signInAt(page, threadPath, sellerEmail);
  await expect(page).toHaveURL(threadPath);
  await expect(card(page)).toContainText("Cash on pickup this weekend");
  await expect(card(page).getByTestId("offer-next")).toContainText("Your answer is needed");
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidth(page);
  await card(page).getByLabel("Your counter").fill("7400");
  await card(page).getByRole("button", { name: "Counter" }).click();
  await expect(card(page).getByTestId("offer-state")).toHaveText("Countered");
  await expect(card(page).getByTestId("offer-counter")).toHaveText("$7,400");
  await expect(card(page).getByTestId("offer-next")).toContainText("Waiting for the buyer's answer");
  await waitForMail(buyerEmail, "Your offer of $7,000 on the 2019 Honda CRF450R was sent");
  await signOut(page);

  await signInAt(page, threadPath, buyerEmail);
  await expect(page).toHaveURL(threadPath);
  await expectNoAccessibilityViolations(page);
  await card(page).getByRole("button", { name: "Accept $7,400" }).click();
  await expect(card(page).getByTestId("offer-state")).toHaveText("Accepted");
  await expect(card(page).getByTestId("offer-agreed")).toHaveText("$7,400");

  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByTestId("pending-banner")).toBeVisible();
  await expect(page.getByTestId("offer-panel-agreed")).toContainText("Offer accepted at $7,400");
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidth(page);
  await signOut(page);

  // Anyone else sees the listing as pending, never the agreed price.
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByTestId("pending-banner")).toBeVisible();
  await expect(page.getByTestId("offer-panel")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("$7,400");
});
