// Offers on a phone (decision 53): a buyer offers from the vehicle page, the seller counters in the
// thread, the buyer accepts the counter, and the listing shows as pending, with the agreed price
// only to the two sides. Each page the offers touch is checked with axe and for its width.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { giveListings } from "./seller-db";
import { signUpAs } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const BIKE = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" } as const;

/** Each person on a phone of their own: no signing out between them. */
const phone = async (browser: Browser) => (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();

async function expectPhoneWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const card = (page: Page) => page.getByTestId("offer-card");

test("a buyer offers, the seller counters, the buyer accepts, and the listing shows pending", async ({ browser }) => {
  test.setTimeout(180_000);
  const sellerPage = await phone(browser);
  const sellerEmail = await signUpAs(sellerPage, "offer-seller");
  const [vehicleId] = await giveListings(sellerEmail, [BIKE]);

  // Signed out, "Make an offer" signs in first, to come back to the offer form.
  const page = await phone(browser);
  await page.goto(`/vehicles/${vehicleId}`);
  await page.getByTestId("make-offer-link").click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/vehicles/${vehicleId}/offer`)}`);
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

  await sellerPage.goto(threadPath);
  await expect(card(sellerPage)).toContainText("Cash on pickup this weekend");
  await expect(card(sellerPage).getByTestId("offer-next")).toContainText("Your answer is needed");
  await expectNoAccessibilityViolations(sellerPage);
  await expectPhoneWidth(sellerPage);
  await card(sellerPage).getByLabel("Your counter").fill("7400");
  await card(sellerPage).getByRole("button", { name: "Counter" }).click();
  await expect(card(sellerPage).getByTestId("offer-state")).toHaveText("Countered");
  await expect(card(sellerPage).getByTestId("offer-counter")).toHaveText("$7,400");
  await expect(card(sellerPage).getByTestId("offer-next")).toContainText("Waiting for the buyer's answer");
  // Every account of these tests signs up as Riley.
  await waitForMail(buyerEmail, "Riley countered with $7,400 on the 2019 Honda CRF450R");

  await page.goto(threadPath);
  await expectNoAccessibilityViolations(page);
  await card(page).getByRole("button", { name: "Accept $7,400" }).click();
  await expect(card(page).getByTestId("offer-state")).toHaveText("Accepted");
  await expect(card(page).getByTestId("offer-agreed")).toHaveText("$7,400");

  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByTestId("pending-banner")).toBeVisible();
  await expect(page.getByTestId("offer-panel-agreed")).toContainText("Offer accepted at $7,400");
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidth(page);

  // Anyone else sees the listing as pending, never the agreed price.
  const visitor = await phone(browser);
  await visitor.goto(`/vehicles/${vehicleId}`);
  await expect(visitor.getByTestId("pending-banner")).toBeVisible();
  await expect(visitor.getByTestId("offer-panel")).toHaveCount(0);
  await expect(visitor.locator("body")).not.toContainText("$7,400");
});

test("without JavaScript: the offer form keeps what was typed on a refusal, and the seller declines with a plain form", async ({ browser }) => {
  test.setTimeout(180_000);
  const noScripts = async () => (await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })).newPage();
  const sellerPage = await noScripts();
  const sellerEmail = await signUpAs(sellerPage, "offer-seller-nojs");
  const [vehicleId] = await giveListings(sellerEmail, [BIKE]);
  const page = await noScripts();
  await signUpAs(page, "offer-buyer-nojs");

  await page.goto(`/vehicles/${vehicleId}/offer`);
  await page.getByLabel("Your offer").fill("lots");
  await page.getByLabel("Message (optional)").fill("Would you take this?");
  await page.getByRole("button", { name: "Send offer" }).click();
  await expect(page.getByText("Please enter your offer in whole dollars")).toBeVisible();
  await expect(page.getByLabel("Your offer")).toHaveValue("lots");
  await expect(page.getByLabel("Message (optional)")).toHaveValue("Would you take this?");
  await page.getByLabel("Your offer").fill("5000");
  await page.getByRole("button", { name: "Send offer" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(card(page).getByTestId("offer-amount")).toHaveText("$5,000");

  await sellerPage.goto(threadPath);
  await card(sellerPage).getByRole("button", { name: "Decline" }).click();
  await expect(sellerPage).toHaveURL(threadPath);
  await expect(card(sellerPage).getByTestId("offer-state")).toHaveText("Declined");
  await expectPhoneWidth(sellerPage);

  // The buyer may offer again from the thread.
  await page.goto(threadPath);
  await expect(card(page).getByTestId("offer-state")).toHaveText("Declined");
  await page.getByTestId("thread-make-offer").click();
  await expect(page).toHaveURL(`/vehicles/${vehicleId}/offer`);
});
