import { expect, test, type Page } from "@playwright/test";
import { giveListings } from "./seller-db";
import { PASSWORD, signIn, signOut, signUpAs, skipPasskeyPrompt } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";

const BIKE = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" } as const;
const TITLE = "2019 Honda CRF450R";
const SENT = "Message sent. You'll get an email when the seller replies.";

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
}

/** A seller account with one active listing; signed out afterwards. */
async function sellerWithListing(page: Page) {
  const email = await signUpAs(page, "seller");
  const [vehicleId] = await giveListings(email, [BIKE]);
  await signOut(page);
  return { email, vehicleId: vehicleId! };
}

const thread = (page: Page) => page.getByTestId("thread");

test("a buyer messages a seller from the vehicle page, the seller sees the unread badge and replies in place, the buyer reads it", async ({ page }) => {
  const seller = await sellerWithListing(page);
  const buyerEmail = await signUpAs(page, "buyer");

  await page.goto(`/vehicles/${seller.vehicleId}`);
  await page.getByTestId("contact-seller").click();
  const dialog = page.getByRole("dialog", { name: "Contact Seller" });
  const message = dialog.getByLabel("Your message");
  await expect(message).toHaveValue("Hi, is this still available?");
  await dialog.getByRole("button", { name: "When could I see it in person?" }).click();
  await expect(message).toHaveValue("When could I see it in person?");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();

  await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);
  await expect(page.getByTestId("message-sent")).toHaveText(SENT);
  await expect(thread(page)).toContainText("When could I see it in person?");
  const threadPath = new URL(page.url()).pathname;
  await expect(page.locator("body")).not.toContainText(seller.email);
  const notice = await waitForMail(seller.email, "New message about your 2019 Honda CRF450R");
  expect(notice.text).toContain("When could I see it in person?");
  expect(notice.links.some((l) => l.endsWith(threadPath))).toBe(true);
  for (const part of [notice.text, notice.html]) {
    expect(part).not.toContain(buyerEmail);
    expect(part).not.toContain("555-201-3344");
  }
  await signOut(page);

  await signInAt(page, "/messages", seller.email);
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByTestId("unread-badge").first()).toContainText("1 unread message");
  const row = page.getByTestId("conversation-row").filter({ hasText: TITLE });
  await expect(row.getByTestId("conversation-unread")).toContainText("1");
  await row.click();
  await expect(thread(page)).toContainText("When could I see it in person?");
  await expect(page.locator("body")).not.toContainText(buyerEmail);

  // Sent in place: the page is not reloaded (the marker survives) and the field is emptied.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const reply = page.getByLabel(/^Reply to /);
  await reply.fill("Saturday at 10 works. Bring a trailer.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(thread(page)).toContainText("Saturday at 10 works. Bring a trailer.");
  await expect(reply).toHaveValue("");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await signOut(page);

  await signInAt(page, threadPath, buyerEmail);
  await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(thread(page)).toContainText("Saturday at 10 works. Bring a trailer.");
  const replyNotice = await waitForMail(buyerEmail, "Riley replied about the 2019 Honda CRF450R");
  expect(replyNotice.text).toContain("Saturday at 10 works. Bring a trailer.");
  expect(replyNotice.text).not.toContain(seller.email);
});

test("a reply appears in the open thread within 15 seconds, without a reload", async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  const seller = await sellerWithListing(page);
  await signUpAs(page, "live");
  await page.goto(`/vehicles/${seller.vehicleId}?contact=1`);
  await page.getByRole("dialog", { name: "Contact Seller" }).getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);
  const threadPath = new URL(page.url()).pathname;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

  const sellerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const sellerPage = await sellerContext.newPage();
    await signInAt(sellerPage, threadPath, seller.email);
    await sellerPage.getByLabel(/^Reply to /).fill("Yes, still available.");
    await sellerPage.getByRole("button", { name: "Send", exact: true }).click();
    await expect(thread(sellerPage)).toContainText("Yes, still available.");
  } finally {
    await sellerContext.close();
  }
  await expect(thread(page)).toContainText("Yes, still available.", { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test("hostile message text is shown as text to the seller, in the thread and the inbox", async ({ page }) => {
  const seller = await sellerWithListing(page);
  await signUpAs(page, "hostile");
  const payload = `<script>window.__pwned=1</script>"><img src=x onerror="window.__pwned=1"> javascript:window.__pwned=1 https://evil.example/pay`;
  const origin = new URL(page.url()).origin;
  const sent = await page.request.post(`/api/vehicles/${seller.vehicleId}/messages`, { data: { message: payload }, headers: { Origin: origin } });
  expect(sent.status()).toBe(201);
  const { conversationId } = await sent.json();
  await signOut(page);
  await signInAt(page, "/messages", seller.email);
  for (const path of ["/messages", `/messages/${conversationId}`]) {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const html = await response!.text();
    for (const tag of ["<script>window.__pwned", "<img src=x"]) expect(html).not.toContain(tag);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], a[href^="javascript:"], a[href*="evil.example"]').count()).toBe(0);
  }
  await expect(thread(page)).toContainText(payload);
});

test("the owner sees 'This is your listing' instead of Contact Seller", async ({ page }) => {
  const email = await signUpAs(page, "owner");
  const [vehicleId] = await giveListings(email, [BIKE]);
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByTestId("own-listing")).toHaveText("This is your listing");
  await expect(page.getByTestId("contact-seller")).toHaveCount(0);
});

test("inbox and thread pass axe at phone width", async ({ page }) => {
  const seller = await sellerWithListing(page);
  await signUpAs(page, "axe");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/vehicles/${seller.vehicleId}?contact=1`);
  await page.getByRole("dialog", { name: "Contact Seller" }).getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);
  await expectNoAccessibilityViolations(page);
  await page.goto("/messages");
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey works as plain forms", async ({ page }) => {
    const seller = await sellerWithListing(page);
    const buyerEmail = await signUpAs(page, "nojs-buyer");

    await page.goto(`/vehicles/${seller.vehicleId}`);
    await page.getByTestId("contact-seller").click();
    await expect(page).toHaveURL(/\?contact=1$/);
    const message = page.getByLabel("Your message");
    await expect(message).toHaveValue("Hi, is this still available?");
    // Only spaces pass the browser's own check; the server's answer lands on the contact page.
    await message.fill("   ");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${seller.vehicleId}/contact$`));
    await expect(page.getByText("Please write a message")).toBeVisible();
    await page.getByLabel("Your message").fill("Is the title clean and in your name?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);
    await expect(page.getByTestId("message-sent")).toHaveText(SENT);
    const threadPath = new URL(page.url()).pathname;
    await signOut(page);

    await signInAt(page, "/messages", seller.email);
    await expect(page.getByTestId("unread-badge").first()).toContainText("1 unread message");
    await page.getByTestId("conversation-row").filter({ hasText: TITLE }).click();
    await expect(thread(page)).toContainText("Is the title clean and in your name?");
    await page.getByLabel(/^Reply to /).fill("Yes, clean and in my name.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${threadPath}$`));
    await expect(thread(page)).toContainText("Yes, clean and in my name.");
    await signOut(page);

    await signInAt(page, threadPath, buyerEmail);
    await expect(thread(page)).toContainText("Yes, clean and in my name.");
  });
});
