// A dealership on a phone without JavaScript: an owner starts one, invites a member by mail, and
// the member opens the mailed link, signs in, joins and sees the dealer pages. Then axe on each
// new page, in the same phone width with scripts running (axe is a script).
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";
import { signIn, skipPasskeyPrompt, unique } from "./session";
import { createHash } from "node:crypto";
import { createDealership } from "../support/member-fixtures";

const PASSWORD = "lot-keeper-trail-7";

async function account(label: string) {
  const email = `${label}-${unique()}@example.com`;
  const password = await hashPassword(PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password, firstName: label === "owner" ? "Olive" : "Marco" }));
  return email;
}

async function fillDealership(page: Page, name: string, zip: string) {
  await page.getByLabel("Dealership name").fill(name);
  await page.getByLabel("City").fill("Beverly Hills");
  await page.getByLabel("State").selectOption("CA");
  await page.getByLabel("Zip code").fill(zip);
  await page.getByLabel("Phone").fill("(310) 555-0177");
  for (const day of ["Sunday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
    await page.getByRole("group", { name: day }).getByLabel("Closed").check();
  }
  const monday = page.getByRole("group", { name: "Monday" });
  await monday.getByLabel("Opens").fill("09:00");
  await monday.getByLabel("Closes").fill("17:30");
}

test.describe("dealership accounts on a phone, without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  // Two people's journey through nine pages.
  test.setTimeout(120_000);

  test("an owner starts a dealership and invites a member, who joins from the mailed link", async ({ page }) => {
    const [ownerEmail, memberEmail] = [await account("owner"), await account("member")];
    const name = `Canyon Powersports ${unique()}`;

    await page.goto("/login");
    await signIn(page, ownerEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    await page.goto("/account");
    await page.getByRole("link", { name: "Start a dealership" }).click();
    await expect(page).toHaveURL(/\/dealer\/new$/);

    // A refused field: the message beside it, every value kept.
    await fillDealership(page, name, "00000");
    await page.getByRole("button", { name: "Create dealership" }).click();
    await expect(page.getByText("We don't know this zip code")).toBeVisible();
    await expect(page.getByLabel("Dealership name")).toHaveValue(name);
    await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Closes")).toHaveValue("17:30");
    await page.getByLabel("Zip code").fill("90210");
    await page.getByRole("button", { name: "Create dealership" }).click();

    await expect(page).toHaveURL(/\/dealer$/);
    await expect(page.getByTestId("dealer-name")).toHaveText(name);
    await expect(page.getByTestId("members-count")).toHaveText("1");
    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Profile" }).click();
    await expect(page.getByLabel("Dealership name")).toHaveValue(name);

    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Members" }).click();
    const invited = new Date();
    await page.getByLabel("Email").fill(memberEmail);
    await page.getByLabel("Role", { exact: true }).selectOption("sales");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${memberEmail}.`);
    await expect(page.getByTestId("pending-invites")).toContainText(memberEmail);
    const mail = await waitForMail(memberEmail, `Join ${name} on RideMarket`, { after: invited });
    const link = mail.links.find((l) => l.includes("/dealer/invites/"));
    expect(link, mail.text).toBeTruthy();
    await page.context().clearCookies();

    // Signed out, the link asks for sign-in first and comes back to the invitation.
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdealer%2Finvites%2F/);
    await signIn(page, memberEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    await expect(page).toHaveURL(/\/dealer\/invites\//);
    await expect(page.getByRole("heading", { name: `Join ${name}` })).toBeVisible();
    await page.getByRole("button", { name: "Accept and join" }).click();

    await expect(page).toHaveURL(/\/dealer$/);
    await expect(page.getByTestId("dealer-name")).toHaveText(name);
    await expect(page.getByTestId("members-count")).toHaveText("2");
    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Members" }).click();
    await expect(page.getByTestId("members")).toContainText(ownerEmail);
    await expect(page.getByTestId("members")).toContainText(memberEmail);
    // A salesperson reads the profile but cannot change it.
    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Profile" }).click();
    await expect(page.getByText("Only owners and managers can change the profile.")).toBeVisible();

    // The link was for one use.
    await page.goto(link!);
    await expect(page.getByText("This invitation link has been used, withdrawn or has expired.")).toBeVisible();
  });
});

test.describe("the dealer pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("axe finds nothing on starting a dealership, its pages, and an invitation", async ({ page }) => {
    const [ownerEmail, inviteeEmail] = [await account("owner"), await account("member")];
    const token = `${"a".repeat(30)}${unique().replace(/\D/g, "").slice(0, 13).padEnd(13, "0")}`;
    await withE2eDb(async (db) => {
      const owner = await db.user.findUniqueOrThrow({ where: { email: ownerEmail } });
      const dealership = await createDealership(db, owner.id);
      await db.dealershipInvite.create({ data: { dealershipId: dealership.id, invitedById: owner.id, email: inviteeEmail, role: "sales", tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 86_400_000) } });
    });

    await page.goto("/login");
    await signIn(page, ownerEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    for (const path of ["/dealer", "/dealer/profile", "/dealer/members"]) {
      await page.goto(path);
      await expect(page.getByTestId("dealer-name")).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
    await page.context().clearCookies();

    await page.goto("/login");
    await signIn(page, inviteeEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    await page.goto(`/dealer/invites/${token}`);
    await expect(page.getByRole("button", { name: "Accept and join" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto("/dealer/new");
    await page.getByRole("button", { name: "Create dealership" }).click();
    await expect(page.getByText("Dealership name").first()).toBeVisible();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
