// A dealership's whole first day on phones, with JavaScript off on the dealer's side: the owner
// starts it, takes a plan, invites a salesperson by mail, uploads a CSV feed with 3 good rows and
// 1 bad, reads the check and applies it; the units are on /buy and on the storefront; a buyer
// writes about one, the owner assigns the thread to the salesperson, who answers.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createUser } from "../support/fixtures";
import { feedCsv } from "../support/feed-fixtures";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";
import { signIn, skipPasskeyPrompt, unique } from "./session";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "first-day-on-the-lot-9";

async function account(label: string, firstName: string) {
  const email = `${label}-${unique()}@example.com`;
  const password = await hashPassword(PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password, firstName, lastName: "Rider" }));
  return email;
}

async function phone(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled });
  return context.newPage();
}

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email, PASSWORD);
  await skipPasskeyPrompt(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Dealership sections" });

test("a dealership's first day: started, on a plan, a member invited, its feed checked and applied, a buyer's question answered by the member assigned", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL;
  const ownerEmail = await account("owner", "Olive");
  const memberEmail = await account("sales", "Sam");
  const buyerEmail = await account("buyer", "Bruno");
  const name = `Mesa Powersports ${unique()}`;

  // The owner, without JavaScript.
  const owner = await phone(browser, baseURL, false);
  await signInAt(owner, "/dealer/new", ownerEmail);
  await owner.getByLabel("Dealership name").fill(name);
  await owner.getByLabel("City").fill("Boise");
  await owner.getByLabel("State").selectOption("ID");
  await owner.getByLabel("Zip code").fill("83702");
  await owner.getByLabel("Phone").fill("(208) 555-0188");
  await owner.getByRole("group", { name: "Sunday" }).getByLabel("Closed").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
    const hours = owner.getByRole("group", { name: day });
    await hours.getByLabel("Opens").fill("09:00");
    await hours.getByLabel("Closes").fill("18:00");
  }
  await owner.getByRole("button", { name: "Create dealership" }).click();
  await expect(owner).toHaveURL(/\/dealer$/);
  await expect(owner.getByTestId("dealer-name")).toHaveText(name);

  await sections(owner).getByRole("link", { name: "Plan" }).click();
  await owner.getByRole("button", { name: "Choose Lot 25", exact: true }).click();
  await expect(owner.getByTestId("current-plan")).toContainText("Lot 25");

  await sections(owner).getByRole("link", { name: "Members" }).click();
  const invited = new Date();
  await owner.getByLabel("Email").fill(memberEmail);
  await owner.getByLabel("Role", { exact: true }).selectOption("sales");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toHaveText(`Invitation sent to ${memberEmail}.`);
  const mail = await waitForMail(memberEmail, `Join ${name} on RideMarket`, { after: invited });
  const link = mail.links.find((l) => l.includes("/dealer/invites/"))!;
  expect(link, mail.text).toBeTruthy();

  // The salesperson joins from the mailed link, without JavaScript.
  const member = await phone(browser, baseURL, false);
  await signInAt(member, new URL(link).pathname, memberEmail);
  await member.getByRole("button", { name: "Accept and join" }).click();
  await expect(member.getByTestId("dealer-name")).toHaveText(name);
  // From any page, the account menu leads back to the dealership.
  await member.goto("/");
  const menu = member.getByTestId("mobile-menu");
  await member.getByLabel(/^Open menu/).click();
  await menu.getByText("My Account").first().click();
  await menu.getByRole("menuitem", { name: "Dealership" }).click();
  await expect(member).toHaveURL(/\/dealer$/);
  await expect(member.getByTestId("dealer-name")).toHaveText(name);

  // The owner's feed: 3 good rows and 1 bad, checked, then applied.
  const word = `Mesquite${Date.now()}`;
  const described = (n: number) => `A ${word} ready to ride, number ${n}, serviced by our shop.`;
  await sections(owner).getByRole("link", { name: "Feeds" }).click();
  await owner.getByLabel("Feed file (CSV, XML or JSON)").setInputFiles({
    name: "lot.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      feedCsv([
        { stock: "M1", description: described(1), zip: "83702" },
        { stock: "M2", description: described(2), model: "CRF250R", year: "2022", price: "6900", zip: "83702" },
        { stock: "M3", description: described(3), price: "8100", zip: "83702" },
        { stock: "M4", description: described(4), vin: "not a vin", zip: "83702" },
      ]),
    ),
  });
  await owner.getByRole("button", { name: "Check feed" }).click();
  const check = owner.getByRole("region", { name: /Feed check/ });
  await expect(check.getByTestId("count-created")).toHaveText("3");
  await expect(check.getByTestId("count-rejected")).toHaveText("1");
  const bad = check.getByRole("table", { name: "Rows not listed" }).getByRole("row").nth(1);
  await expect(bad.getByRole("cell").nth(0)).toHaveText("5");
  await expect(bad.getByRole("cell").nth(1)).toHaveText("vin");
  // Nothing is listed by a check. (Looked at from a browser of its own: /buy may be kept by a
  // browser for half a minute, and the buyer below must not be shown this answer again.)
  const peek = await phone(browser, baseURL, true);
  await peek.goto(`/buy?keyword=${word}`);
  await expect(peek.getByText("No vehicles found").first()).toBeVisible();
  await peek.context().close();
  const buyer = await phone(browser, baseURL, true);
  await owner.getByRole("button", { name: "Apply" }).click();
  await expect(owner.getByRole("region", { name: /Feed run/ }).getByTestId("count-created")).toHaveText("3");

  // The units are on /buy and on the storefront.
  await buyer.goto(`/buy?keyword=${word}`);
  await expect(buyer.getByText("Showing 1–3 of 3 results")).toBeVisible();
  const slug = await withE2eDb(async (db) => (await db.dealership.findFirstOrThrow({ where: { name }, select: { slug: true } })).slug);
  await buyer.goto(`/dealers/${slug}`);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(name);
  for (const title of ["2021 Honda CRF450R", "2022 Honda CRF250R"]) await expect(buyer.getByTestId("results").getByText(title).first()).toBeVisible();

  // A buyer writes about one of them.
  await buyer.getByTestId("results").getByText("2022 Honda CRF250R").first().click();
  await expect(buyer).toHaveURL(/\/vehicles\/\d+$/);
  const vehiclePath = new URL(buyer.url()).pathname;
  await signInAt(buyer, vehiclePath, buyerEmail);
  await buyer.getByTestId("contact-bar").getByTestId("contact-bar-seller").click();
  const dialog = buyer.getByRole("dialog", { name: "Contact Seller" });
  await dialog.getByLabel("Your message").fill("Could I ride the CRF250R on Saturday?");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(buyer).toHaveURL(/\/messages\/\d+\?sent=1$/);
  const threadPath = new URL(buyer.url()).pathname;

  // The owner assigns it to the salesperson, who answers.
  await sections(owner).getByRole("link", { name: "Inbox" }).click();
  const row = owner.getByTestId("dealer-thread").filter({ hasText: "2022 Honda CRF250R" });
  await row.getByLabel("Assign to").selectOption({ label: "Sam Rider" });
  await row.getByRole("button", { name: "Save assignment" }).click();
  await expect(owner.getByTestId("dealer-thread").filter({ hasText: "2022 Honda CRF250R" }).getByTestId("thread-assignee")).toHaveText("Sam Rider");

  await member.goto("/dealer/inbox?show=mine");
  await member.getByTestId("dealer-thread").filter({ hasText: "2022 Honda CRF250R" }).getByRole("link", { name: "2022 Honda CRF250R" }).click();
  await expect(member.getByTestId("thread")).toContainText("Could I ride the CRF250R on Saturday?");
  await member.getByLabel(/^Reply to /).fill("Yes, come by at 10. Bring your gear.");
  await member.getByRole("button", { name: "Send", exact: true }).click();
  await expect(member.getByTestId("thread")).toContainText("Yes, come by at 10.");

  await buyer.goto(threadPath);
  await expect(buyer.getByTestId("thread")).toContainText("Yes, come by at 10. Bring your gear.");
  await expect(buyer.getByTestId("other-name")).toHaveText(name);
});
