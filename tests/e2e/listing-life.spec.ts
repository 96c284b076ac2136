import { expect, test, type Page } from "@playwright/test";
import { giveListings, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { createListing, createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { formatDate } from "../../app/shared/dates";

const DAY_MS = 86_400_000;

async function signUpSeller(page: Page): Promise<string> {
  const email = `life-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  return email;
}

/** Pays $59 with the test card form, the number and expiry typed as given, and lands on My Listings. */
async function payWithTestCard(page: Page, card: { number: string; expiry: string } = { number: "4242 4242 4242 4242", expiry: "12/34" }) {
  await page.getByLabel("Name on card").fill("Riley Rider");
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry (MM/YY)").fill(card.expiry);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $59" }).click();
  await expect(page).toHaveURL(/\/account\/listings$/);
}

const rowOf = (page: Page, title: string) =>
  page.getByRole("region", { name: "My Active Listings" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an expired listing's page answers with similar listings, and its seller renews it and marks a sale pending as plain forms", async ({ page }) => {
    const email = await signUpSeller(page);
    const [expiredId] = await giveListings(email, [
      { type: "dirtbike", make: "Kawasaki", model: "KX450", year: 2021, price: 7300, zip: "83702", packageExpiry: new Date(Date.now() - DAY_MS) },
    ]);
    const similarId = await withE2eDb(async (db) => {
      const other = await createUser(db);
      return (await createListing(db, { type: "dirtbike", make: "Kawasaki", model: "KX450", year: 2020, price: 7100, zip: "83702", userId: other.id })).id;
    });

    const answer = await page.goto(`/vehicles/${expiredId}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByTestId("expired-banner")).toContainText("This listing has expired");
    const similar = page.getByRole("region", { name: "Similar vehicles for sale" });
    await expect(similar.locator(`a[href="/vehicles/${similarId}"]`)).toBeVisible();

    await page.goto("/account/listings");
    const row = rowOf(page, "2021 Kawasaki KX450");
    await expect(row.getByTestId("status-badge")).toHaveText("Expired");
    await row.getByRole("link", { name: "Renew" }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${expiredId}/renew$`));
    await page.getByTestId("package-pro").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWithTestCard(page);
    await expect(page.getByTestId("toast").filter({ hasText: "Listing Renewed" })).toBeVisible();
    await expect(rowOf(page, "2021 Kawasaki KX450").getByTestId("status-badge")).toHaveText("Active");

    await rowOf(page, "2021 Kawasaki KX450").getByRole("button", { name: "Mark Sale Pending" }).click();
    await expect(rowOf(page, "2021 Kawasaki KX450").getByTestId("status-badge")).toHaveText("Sale pending");
    await page.goto(`/vehicles/${expiredId}`);
    await expect(page.getByTestId("pending-banner")).toContainText("Sale pending");
    await expect(page.getByTestId("expired-banner")).toHaveCount(0);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the expired page, My Listings with its Renew and pending buttons, and the renew checkout have no accessibility violations", async ({ page }) => {
    const email = await signUpSeller(page);
    const [expiredId] = await giveListings(email, [
      { type: "dirtbike", make: "Kawasaki", model: "KX450", year: 2019, price: 6400, zip: "83702", packageExpiry: new Date(Date.now() - DAY_MS) },
      { type: "dirtbike", make: "Kawasaki", model: "KX250", year: 2022, price: 6900, zip: "83702", packageExpiry: new Date(Date.now() + 5 * DAY_MS) },
    ]);
    for (const path of [`/vehicles/${expiredId}`, "/account/listings", `/vehicles/${expiredId}/renew`]) {
      await page.goto(path);
      await hydrated(page);
      await expectNoAccessibilityViolations(page);
    }
    await page.getByTestId("package-elite").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("renewing an Elite listing with Pro says before paying that Elite keeps its benefits until it ends, and after paying that Pro starts then", async ({ page }) => {
    const email = await signUpSeller(page);
    const elitePaidUntil = new Date(Date.now() + 10 * DAY_MS);
    const [eliteId] = await giveListings(email, [
      { type: "dirtbike", make: "Kawasaki", model: "KX450", year: 2023, price: 8400, zip: "83702", package: "elite", packageExpiry: elitePaidUntil },
    ]);
    const until = formatDate(elitePaidUntil);
    await page.goto(`/vehicles/${eliteId}/renew`);
    await hydrated(page);
    await page.getByTestId("package-pro").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByTestId("renewal-plan")).toHaveText(new RegExp(`^Your Elite package keeps its benefits until ${until}\\. Pro starts then and runs until `));
    await expectNoAccessibilityViolations(page);
    await payWithTestCard(page);
    await expect(page.getByTestId("toast").filter({ hasText: "Listing Renewed" })).toContainText(`Your Pro package starts when your Elite package ends on ${until}.`);
  });

  test("the test card form groups the card number by four and writes the expiry as MM/YY as they are typed, and the server takes them so", async ({ page }) => {
    const email = await signUpSeller(page);
    const [expiredId] = await giveListings(email, [
      { type: "dirtbike", make: "Kawasaki", model: "KX85", year: 2020, price: 3900, zip: "83702", packageExpiry: new Date(Date.now() - DAY_MS) },
    ]);
    await page.goto(`/vehicles/${expiredId}/renew`);
    await page.getByTestId("package-pro").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await hydrated(page);
    const number = page.getByLabel("Card number");
    await number.pressSequentially("4000000000000002");
    await expect(number).toHaveValue("4000 0000 0000 0002");
    const expiry = page.getByLabel("Expiry (MM/YY)");
    await expiry.pressSequentially("1228");
    await expect(expiry).toHaveValue("12/28");
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Name on card").fill("Riley Rider");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $59" }).click();
    await expect(page.getByTestId("payment-error")).toHaveText("Your card was declined.");
    // Typed into the middle, the caret stays after the digit typed.
    await number.fill("");
    await number.pressSequentially("424242424242");
    await number.press("Home");
    await number.press("ArrowRight");
    await number.press("ArrowRight");
    await number.pressSequentially("4242");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $59" }).click();
    await expect(page).toHaveURL(/\/account\/listings$/);
  });
});

test.describe("without JavaScript, on a 390 px phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the test card form takes the card number and expiry bare or formatted", async ({ page }) => {
    const email = await signUpSeller(page);
    const [expiredId] = await giveListings(email, [
      { type: "dirtbike", make: "Kawasaki", model: "KX65", year: 2020, price: 2900, zip: "83702", packageExpiry: new Date(Date.now() - DAY_MS) },
    ]);
    await page.goto(`/vehicles/${expiredId}/renew`);
    await page.getByTestId("package-pro").click();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await payWithTestCard(page, { number: "4242424242424242", expiry: "1234" });
    await expect(page.getByTestId("toast").filter({ hasText: "Listing Renewed" })).toBeVisible();
  });
});
