// A buyer reports a listing from its page, then a moderator works the queue on a phone (decision
// 43): the reported listing shows with its evidence (the report, the screening's explanation, the seller's history), and rejecting it with
// a reason takes it off the market, mails the seller why and the reporter the outcome; with
// JavaScript and without.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed/demo/index";
import { STAFF_USER } from "../../prisma/seed/demo/staff";
import { createListing, createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";
import { signIn, skipPasskeyPrompt, unique } from "./session";
import { hashPassword } from "../../app/modules/accounts/password.server";

const REPORTER_PASSWORD = "gravel-trail-123";

/** A listing queued by screening, with a keyword only it carries, and a buyer who will report it. */
async function reportedListing() {
  const tag = unique();
  const keyword = `quokkascam${tag.replace(/\D/g, "").replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  return withE2eDb(async (db) => {
    const seller = await createUser(db, { email: `seller-${tag}@moderation.test`, firstName: "Selma" });
    const reporter = await createUser(db, { email: `reporter-${tag}@moderation.test`, firstName: "Rita", password: await hashPassword(REPORTER_PASSWORD) });
    const vehicle = await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 2500, zip: "90210", userId: seller.id, description: `Cheap ${keyword} bike, pay by gift card.` });
    const listingId = vehicle.listing!.id;
    const details = `Asked me for gift cards ${tag}`;
    await db.listingScreening.create({
      data: { listingId, score: 40, outcome: "review", hits: [{ rule: "off-platform-payment", points: 40, explanation: "The description asks for payment by gift card.", evidence: {} }] },
    });
    return { seller: seller.email, reporter: reporter.email, vehicleId: vehicle.id, listingId, details, keyword };
  });
}

/** The buyer signs in from the listing's "Report this listing", reports it as a scam, and signs out. */
async function buyerReports(page: Page, listing: Awaited<ReturnType<typeof reportedListing>>, { javaScript }: { javaScript: boolean }) {
  await page.goto(`/vehicles/${listing.vehicleId}`);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await signIn(page, listing.reporter, REPORTER_PASSWORD);
  await skipPasskeyPrompt(page);
  await expect(page).toHaveURL(`/vehicles/${listing.vehicleId}/report`);
  await page.getByRole("radio", { name: "Scam" }).check();
  await page.getByLabel("Details").fill(listing.details);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks. Our team will review this listing.")).toBeVisible();
  if (javaScript) await expectNoAccessibilityViolations(page);
  await page.context().clearCookies();
}

const statusOf = (listingId: number) => withE2eDb(async (db) => (await db.listing.findUniqueOrThrow({ where: { id: listingId } })).status);

async function searchIds(page: Page, keyword: string) {
  const answer = await page.request.get(`/api/vehicles/search?keyword=${keyword}`);
  return ((await answer.json()) as { vehicles: { id: number }[] }).vehicles.map((v) => v.id);
}

async function openQueueAsModerator(page: Page) {
  await page.goto("/login?redirect=%2Fstaff");
  await signIn(page, STAFF_USER.email, DEMO_PASSWORD);
  await skipPasskeyPrompt(page);
  await expect(page).toHaveURL("/staff");
  await expect(page.getByRole("heading", { name: "Moderation queue" })).toBeVisible();
}

async function rejectWithReason(page: Page, listing: Awaited<ReturnType<typeof reportedListing>>, reason: string) {
  const item = page.getByTestId("queue-item").filter({ hasText: listing.details });
  await expect(item).toBeVisible();
  await expect(item.getByTestId("reports")).toContainText("Scam");
  await expect(item.getByTestId("rule-hits")).toContainText("The description asks for payment by gift card.");
  await expect(item.getByTestId("account-history")).toContainText("phone not verified");
  // The reason is required: an empty one is refused by the browser or the server.
  await item.getByLabel(/^Reason/).fill(reason);
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(page).toHaveURL("/staff");
  await expect(page.getByTestId("queue-item").filter({ hasText: listing.details })).toHaveCount(0);
}

async function expectRejected(page: Page, listing: Awaited<ReturnType<typeof reportedListing>>, reason: string) {
  expect(await statusOf(listing.listingId)).toBe("rejected");
  expect(await searchIds(page, listing.keyword)).toEqual([]);
  const toSeller = await waitForMail(listing.seller, "Your listing of the 2020 Honda CRF450R was removed");
  expect(toSeller.text).toContain(`The reason: ${reason}`);
  const toReporter = await waitForMail(listing.reporter, "About your report: the listing of the 2020 Honda CRF450R");
  expect(toReporter.text).toContain("We removed the listing from RideMarket.");
  await expect(page.getByTestId("audit-log")).toContainText(reason);
}

test.describe("the moderation queue on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a buyer reports a listing; a moderator sees it with its evidence and rejects it with a reason", async ({ page }) => {
    test.setTimeout(90_000);
    const listing = await reportedListing();
    expect(await searchIds(page, listing.keyword)).toEqual([listing.vehicleId]);
    await buyerReports(page, listing, { javaScript: true });
    await openQueueAsModerator(page);
    await expectNoAccessibilityViolations(page);
    const reason = `Gift card scam ${unique()}`;
    await rejectWithReason(page, listing, reason);
    await expect(page.getByText("Listing rejected")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectRejected(page, listing, reason);
  });
});

test.describe("the moderation queue without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the report and the decision are plain forms", async ({ page }) => {
    test.setTimeout(90_000);
    const listing = await reportedListing();
    await buyerReports(page, listing, { javaScript: false });
    await openQueueAsModerator(page);
    const reason = `Stolen photos ${unique()}`;
    await rejectWithReason(page, listing, reason);
    await expectRejected(page, listing, reason);
  });
});
