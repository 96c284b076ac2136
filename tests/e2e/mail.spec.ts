// Mail-driven pages: unsubscribing from a notice without signing in.
import { expect, test } from "@playwright/test";
import { signUnsubscribeToken } from "../../app/modules/mail/unsubscribe-token";
import { createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { withE2eDb } from "./seller-db";
import { E2E_SESSION_SECRET } from "./settings";

test("the unsubscribe page passes axe's WCAG 2.1 AA checks", async ({ page }) => {
  const user = await withE2eDb((db) => createUser(db));
  await page.goto(`/unsubscribe/${signUnsubscribeToken(user.id, "messages", E2E_SESSION_SECRET)}`);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  // The page's own content: the shared header's orange button is outside this change.
  await expectNoAccessibilityViolations(page, { within: "main" });
});

test.describe("unsubscribe links, without JavaScript", () => {
  // axe needs scripts, so it runs in the test above.
  test.use({ javaScriptEnabled: false });

  test("ask first, then turn message mails off without signing in", async ({ page }) => {
    const user = await withE2eDb((db) => createUser(db));
    const token = signUnsubscribeToken(user.id, "messages", E2E_SESSION_SECRET);
    const wanted = () => withE2eDb(async (db) => (await db.userPreferences.findUnique({ where: { userId: user.id } }))?.messageNotices ?? true);

    await page.goto(`/unsubscribe/${token}`);
    await expect(page.getByRole("heading", { name: "Stop these mails?" })).toBeVisible();
    expect(await wanted()).toBe(true);

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("You will no longer get mails about new messages");
    expect(await wanted()).toBe(false);
  });

  test("a forged link changes nothing", async ({ page }) => {
    const user = await withE2eDb((db) => createUser(db));
    const forged = signUnsubscribeToken(user.id, "messages", "not-the-secret");
    const answer = await page.goto(`/unsubscribe/${forged}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  });
});
