// The demo moderator opens the staff pages on a phone: the account menu links there, an old
// sign-in asks for the password again (without JavaScript too), and the audit log shows.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed/demo/index";
import { STAFF_USER } from "../../prisma/seed/demo/staff";
import { expectNoAccessibilityViolations } from "./accessibility";
import { signIn, skipPasskeyPrompt, unique } from "./session";
import { userIdByEmail, withE2eDb } from "./seller-db";

async function writeAuditEntry(reason: string) {
  const userId = await userIdByEmail(STAFF_USER.email);
  await withE2eDb((db) => db.auditEntry.create({ data: { actorLabel: "script (e2e)", action: "staff.grant", subjectKind: "user", subjectId: String(userId), reason, after: { role: "moderator" } } }));
}

async function ageSignIn() {
  const userId = await userIdByEmail(STAFF_USER.email);
  await withE2eDb((db) => db.session.updateMany({ where: { userId }, data: { authenticatedAt: new Date(Date.now() - 20 * 60_000) } }));
}

async function signInAsModerator(page: Page) {
  await page.goto("/login?redirect=%2Fstaff");
  await signIn(page, STAFF_USER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL("/staff");
}

test.describe("staff pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a moderator finds Staff in the account menu, confirms an old sign-in and reads the log", async ({ page }) => {
    const reason = `e2e ${unique()}`;
    await writeAuditEntry(reason);
    await signInAsModerator(page);
    await skipPasskeyPrompt(page);
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(page.getByTestId("audit-log")).toContainText(reason);
    await expectNoAccessibilityViolations(page);

    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await page.getByLabel(/^Open menu/).click();
    await menu.getByText("My Account").first().click();
    await menu.getByRole("menuitem", { name: "Staff" }).click();
    await expect(page).toHaveURL("/staff");

    await ageSignIn();
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/confirm\?redirectTo=%2Fstaff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("That password is not right. Please try again.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL("/staff");
    await expect(page.getByTestId("audit-log")).toContainText(reason);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the confirmation is a plain form", async ({ page }) => {
    await signInAsModerator(page);
    await ageSignIn();
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/confirm/);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL("/staff");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  });

  test("a visitor gets the not-found page", async ({ page }) => {
    await page.goto("/staff");
    await expect(page.getByText("404").or(page.getByText(/not found/i)).first()).toBeVisible();
  });
});
