// The dealership's shared inbox on a 390 px phone: a buyer writes about a dealer's listing, an
// owner assigns the thread from /dealer/inbox, the member assigned answers; the assignment form
// without JavaScript; axe on every page met.
import { expect, test, type Page } from "@playwright/test";
import { giveListings, userIdByEmail, withE2eDb } from "./seller-db";
import { signIn, signUp, skipPasskeyPrompt, unique } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";

const PHONE = { width: 390, height: 844 };
const BIKE = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" } as const;
const PASSWORD = "gravel-trail-123";

/** The phone's header keeps the account menu behind its menu button: dropping the session signs out as well. */
const signOut = (page: Page) => page.context().clearCookies();

/** A fresh account with this first name; signed out afterwards. */
async function account(page: Page, kind: string, firstName: string) {
  const email = `${kind}-${unique()}@example.com`;
  await signUp(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
  await signOut(page);
  const id = await userIdByEmail(email);
  await withE2eDb((db) => db.user.update({ where: { id }, data: { firstName } }));
  return { email, id };
}

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
}

/** A dealership (made in the database: the accounts pages are another part) with an owner, a sales member and one listing. */
async function dealership(page: Page) {
  const owner = await account(page, "owner", "Olive");
  const sales = await account(page, "sales", "Sam");
  const name = `Canyon Powersports ${unique()}`;
  const slug = `canyon-${unique()}`;
  const [vehicleId] = await giveListings(owner.email, [BIKE]);
  await withE2eDb(async (db) => {
    const d = await db.dealership.create({ data: { name, slug, city: "Boise", state: "ID", zip: "83702", phone: "208-555-0100" } });
    await db.dealershipMember.createMany({ data: [{ dealershipId: d.id, userId: owner.id, role: "owner" }, { dealershipId: d.id, userId: sales.id, role: "sales" }] });
    await db.vehicle.update({ where: { id: vehicleId! }, data: { dealershipId: d.id } });
    await db.listing.update({ where: { vehicleId: vehicleId! }, data: { dealershipId: d.id } });
  });
  return { owner, sales, name, slug, vehicleId: vehicleId! };
}

const threadRow = (page: Page, title = "2019 Honda CRF450R") => page.getByTestId("dealer-thread").filter({ hasText: title });

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("a buyer writes about a dealer's listing, the owner assigns it from /dealer/inbox, the member assigned answers", async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const dealer = await dealership(page);
    // The buyer keeps a browser of their own, signed in throughout.
    const buyerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE });
    const buyerPage = await buyerContext.newPage();
    const buyer = await account(buyerPage, "buyer", "Bruno");

    await signInAt(buyerPage, `/vehicles/${dealer.vehicleId}`, buyer.email);
    const bar = buyerPage.getByTestId("contact-bar");
    await expect(bar.getByTestId("contact-bar-dealer")).toHaveText(dealer.name);
    await expect(bar.getByTestId("contact-bar-dealer")).toHaveAttribute("href", `/dealers/${dealer.slug}`);
    await expectNoAccessibilityViolations(buyerPage);
    await bar.getByTestId("contact-bar-seller").click();
    const dialog = buyerPage.getByRole("dialog", { name: "Contact Seller" });
    await dialog.getByLabel("Your message").fill("Is it still available? Could I see it Saturday?");
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/\d+\?sent=1$/);
    const threadPath = new URL(buyerPage.url()).pathname;
    await expect(buyerPage.getByTestId("other-name")).toHaveText(dealer.name);

    await signInAt(page, "/dealer/inbox", dealer.owner.email);
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    const row = threadRow(page);
    await expect(row.getByTestId("thread-waiting")).toHaveText("Waiting for an answer");
    await expect(row.getByTestId("thread-assignee")).toHaveText("Nobody yet");
    await expect(row.getByTestId("thread-first-response")).toHaveText("Not yet");
    await expectNoAccessibilityViolations(page);
    await row.getByLabel("Assign to").selectOption({ label: "Sam Rider" });
    await row.getByRole("button", { name: "Save assignment" }).click();
    await expect(threadRow(page).getByTestId("thread-assignee")).toHaveText("Sam Rider");
    await signOut(page);

    await signInAt(page, "/dealer/inbox?show=mine", dealer.sales.email);
    await expect(page.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
    await expect(threadRow(page).getByTestId("thread-assignee")).toHaveText("Sam Rider");
    // Sales cannot reassign: no assignment form for them on a thread already assigned.
    await expect(threadRow(page).getByRole("button")).toHaveCount(0);
    await threadRow(page).getByRole("link", { name: "2019 Honda CRF450R" }).click();
    await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
    await expect(page.getByTestId("thread")).toContainText("Could I see it Saturday?");
    await page.getByLabel(/^Reply to /).fill("Yes, Saturday at 10 works.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByTestId("thread")).toContainText("Yes, Saturday at 10 works.");
    await expectNoAccessibilityViolations(page);
    await page.goto("/dealer/inbox");
    await expect(threadRow(page).getByTestId("thread-waiting")).toHaveText("Answered");
    await expect(threadRow(page).getByTestId("thread-first-response")).not.toHaveText("Not yet");
    await expect(page.getByTestId("median-response")).toContainText("Median first response, last 30 days");

    await buyerPage.goto(threadPath);
    await expect(buyerPage.getByTestId("thread")).toContainText("Yes, Saturday at 10 works.");
    await expect(buyerPage.getByTestId("other-name")).toHaveText(dealer.name);
    await buyerContext.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a sales member takes an unassigned thread with the plain form", async ({ page }) => {
      test.setTimeout(180_000);
      const dealer = await dealership(page);
      const buyer = await account(page, "buyer", "Bea");
      await withE2eDb(async (db) => {
        const conversation = await db.conversation.create({
          data: { vehicleId: dealer.vehicleId, buyerId: buyer.id, sellerId: dealer.owner.id, listingTitle: "2019 Honda CRF450R", dealershipId: (await db.dealershipMember.findUniqueOrThrow({ where: { userId: dealer.owner.id } })).dealershipId },
        });
        await db.message.create({ data: { conversationId: conversation.id, senderId: buyer.id, recipientId: dealer.owner.id, body: "Hello, is it available?" } });
      });

      await signInAt(page, "/dealer/inbox?show=unassigned", dealer.sales.email);
      await expect(page).toHaveURL(/\/dealer\/inbox\?show=unassigned$/);
      await expect(threadRow(page).getByTestId("thread-assignee")).toHaveText("Nobody yet");
      await threadRow(page).getByRole("button", { name: "Take this conversation" }).click();
      await expect(page).toHaveURL(/\/dealer\/inbox\?show=unassigned$/);
      await expect(page.getByTestId("inbox-empty")).toBeVisible();
      await page.getByRole("link", { name: "Mine" }).click();
      await expect(threadRow(page).getByTestId("thread-assignee")).toHaveText("Sam Rider");
    });
  });
});
