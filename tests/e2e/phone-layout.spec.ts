// What a phone (390 px) shows of the header, an article's byline and the 404 page.
import { expect, test, type Locator } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { giveListings, userIdByEmail, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { createUser } from "../support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const height = async (l: Locator) => (await l.boundingBox())!.height;

test("Messages, with its unread count, is in the phone header itself, one tap away", async ({ page }) => {
  const email = `phone-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [vehicleId] = await giveListings(email, [{ type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" }]);
  const sellerId = await userIdByEmail(email);
  await withE2eDb(async (db) => {
    const buyer = await createUser(db);
    const conversation = await db.conversation.create({ data: { vehicleId, listingTitle: "2019 Honda CRF450R", sellerId, buyerId: buyer.id } });
    await db.message.create({ data: { conversationId: conversation.id, senderId: buyer.id, recipientId: sellerId, body: "Is it still for sale?" } });
  });

  await page.goto("/account");
  const messages = page.getByRole("banner").getByRole("link", { name: "Messages 1 unread message" });
  await expect(messages).toBeVisible();
  await expect(page.getByTestId("mobile-menu").locator("nav")).toBeHidden();
  expect(await height(messages)).toBeGreaterThanOrEqual(44);
  await messages.click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
});

test("an article's date, reading time and author wrap as whole parts, never squeezed into columns", async ({ page }) => {
  await page.goto("/research");
  await page.getByTestId("post-card").first().getByRole("link").first().click();
  const meta = page.getByTestId("post-meta");
  await expect(meta.locator("time")).toBeVisible();
  const lineHeight = await meta.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  for (const part of await meta.locator(":scope > :not([aria-hidden])").all()) {
    expect(await height(part), await part.innerText()).toBeLessThanOrEqual(lineHeight + 1);
  }
  await expectNoAccessibilityViolations(page);
});

test("the 404 page's two buttons are the same height", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  const home = page.getByRole("link", { name: "Go Home" });
  const browse = page.getByRole("link", { name: "Browse Vehicles" });
  expect(await height(home)).toBe(await height(browse));
  await expectNoAccessibilityViolations(page);
});
