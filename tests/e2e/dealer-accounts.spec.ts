// A dealership on a phone without JavaScript: an owner starts one, invites a member by mail, and
// the member opens the mailed link, signs in, joins and sees the dealer pages. axe on each page.
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";
import { signIn, signOut, skipPasskeyPrompt, unique } from "./session";

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

  test("an owner starts a dealership and invites a member, who joins from the mailed link", async ({ page }) => {
    const [ownerEmail, memberEmail] = [await account("owner"), await account("member")];
    const name = `Canyon Powersports ${unique()}`;

    await page.goto("/login");
    await signIn(page, ownerEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    await page.goto("/account");
    await page.getByRole("link", { name: "Start a dealership" }).click();
    await expect(page).toHaveURL(/\/dealer\/new$/);
    await expectNoAccessibilityViolations(page);

    // A refused field: the message beside it, every value kept.
    await fillDealership(page, name, "00000");
    await page.getByRole("button", { name: "Create dealership" }).click();
    await expect(page.getByText("We don't know this zip code")).toBeVisible();
    await expect(page.getByLabel("Dealership name")).toHaveValue(name);
    await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Closes")).toHaveValue("17:30");
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Zip code").fill("90210");
    await page.getByRole("button", { name: "Create dealership" }).click();

    await expect(page).toHaveURL(/\/dealer$/);
    await expect(page.getByTestId("dealer-name")).toHaveText(name);
    await expect(page.getByTestId("members-count")).toHaveText("1");
    await expectNoAccessibilityViolations(page);
    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Profile" }).click();
    await expect(page.getByLabel("Dealership name")).toHaveValue(name);
    await expectNoAccessibilityViolations(page);

    await page.getByRole("navigation", { name: "Dealership sections" }).getByRole("link", { name: "Members" }).click();
    await expectNoAccessibilityViolations(page);
    const invited = new Date();
    await page.getByLabel("Email").fill(memberEmail);
    await page.getByLabel("Role", { exact: true }).selectOption("sales");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${memberEmail}.`);
    await expect(page.getByTestId("pending-invites")).toContainText(memberEmail);
    const mail = await waitForMail(memberEmail, `Join ${name} on RideMarket`, { after: invited });
    const link = mail.links.find((l) => l.includes("/dealer/invites/"));
    expect(link, mail.text).toBeTruthy();
    await signOut(page);

    // Signed out, the link asks for sign-in first and comes back to the invitation.
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdealer%2Finvites%2F/);
    await signIn(page, memberEmail, PASSWORD);
    await skipPasskeyPrompt(page);
    await expect(page).toHaveURL(/\/dealer\/invites\//);
    await expect(page.getByRole("heading", { name: `Join ${name}` })).toBeVisible();
    await expectNoAccessibilityViolations(page);
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
    await expectNoAccessibilityViolations(page);

    // The link was for one use.
    await page.goto(link!);
    await expect(page.getByText("This invitation link has been used, withdrawn or has expired.")).toBeVisible();
  });
});
