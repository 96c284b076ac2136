// Forgot password and email verification as a person does them: the links come out of the
// mail the app really sent (tests/e2e/server.ts runs the SMTP server; mailbox.ts reads it).
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";
import { signIn, signUp, skipPasskeyPrompt, unique } from "./session";

const OLD_PASSWORD = "old-gravel-trail-1";
const NEW_PASSWORD = "new-canyon-ridge-2";

async function accountWithPassword() {
  const email = `reset-${unique()}@example.com`;
  const password = await hashPassword(OLD_PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password }));
  return email;
}

async function askForResetLink(page: Page, email: string): Promise<string> {
  const asked = new Date();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address, we have sent it a link");
  const mail = await waitForMail(email, "Reset your RideMarket password", { after: asked });
  const link = mail.links.find((l) => l.includes("/reset-password?token="));
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** As if strangers had spent the account's sign-in ceiling for unknown browsers (decision 29). */
async function strangersHoldTheCeiling(email: string) {
  await withE2eDb((db) => db.rateLimit.upsert({ where: { key: `signin:account:${email}` }, create: { key: `signin:account:${email}`, count: 1000, windowStart: new Date() }, update: { count: 1000, windowStart: new Date() } }));
}

async function resetJourney(page: Page, javaScript: boolean) {
  const email = await accountWithPassword();
  await strangersHoldTheCeiling(email);
  await page.goto("/login");
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByText(/Too many attempts/).first()).toBeVisible();
  const link = await askForResetLink(page, email);

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect((javaScript ? page.getByTestId("toast") : page.locator("body")).filter({ hasText: "Password Changed" }).first()).toBeVisible();

  // The reset lifted the ceiling and made this browser known: strangers taking the ceiling
  // again do not keep its owner out.
  await strangersHoldTheCeiling(email);
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome back!").first()).toBeVisible();

  // The same link a second time.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
}

test("a forgotten password is reset from the mailed link; the old password and the used link then fail", async ({ page }) => {
  await resetJourney(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reset works as plain forms", async ({ page }) => {
    await resetJourney(page, false);
  });

  test("the reset form keeps its messages at the fields", async ({ page }) => {
    const email = await accountWithPassword();
    await page.goto(await askForResetLink(page, email));
    await page.getByLabel("New Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm New Password").fill("password123");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(/This password is too common\. Please choose another\./);
    await page.getByLabel("New Password", { exact: true }).fill("abababab");
    await page.getByLabel("Confirm New Password").fill("abababab");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(/Repeated character patterns like "abcabcabc" are easy to guess\./);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  });
});

test("an unknown address gets the same answer and no mail", async ({ page }) => {
  const email = `nobody-${unique()}@example.com`;
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address, we have sent it a link");
  await expect(waitForMail(email, /./, { timeoutMs: 4000 })).rejects.toThrow(/No mail/);
});

test("sign-up mails a link that confirms the address", async ({ page }) => {
  const email = `verify-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toHaveText(`${email} is not confirmed yet. Open the link we mailed you, or ask for a new one.`);
  await expectNoAccessibilityViolations(page, { within: 'section[aria-labelledby="mail-settings-heading"]' });
  const mail = await waitForMail(email, "Confirm your email address");
  const link = mail.links.find((l) => l.includes("/verify-email?token="));
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Your email address is confirmed" })).toBeVisible();
  expect(await withE2eDb(async (db) => (await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt)).not.toBeNull();
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toHaveText(`${email} is confirmed.`);
});

test("the forgot and reset password pages pass axe's WCAG 2.1 AA checks", async ({ page }) => {
  const email = await accountWithPassword();
  await page.goto("/forgot-password");
  await expectNoAccessibilityViolations(page, { within: "main" });
  await page.goto(await askForResetLink(page, email));
  await expect(page.getByLabel("New Password", { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: "main" });
  await page.goto("/reset-password?token=unknown");
  await expectNoAccessibilityViolations(page, { within: "main" });
});

test("the new forms refuse cross-site posts before their actions run", async ({ request }) => {
  const email = await accountWithPassword();
  const headers = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  expect((await request.post("/forgot-password", { form: { email }, headers })).status()).toBe(403);
  expect((await request.post(`/reset-password?token=${"A".repeat(43)}`, { form: { token: "A".repeat(43), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, headers })).status()).toBe(403);
  // Unsubscribe links take a mail app's cross-site one-click POST (RFC 8058): the signed token
  // decides, so a forged one is not found rather than refused.
  expect((await request.post(`/unsubscribe/1.messages.${"A".repeat(43)}`, { form: {}, headers })).status()).toBe(404);
  await expect(waitForMail(email, /./, { timeoutMs: 3000 })).rejects.toThrow(/No mail/);
});
