// A buyer reports a listing from its page: signed out, "Report this listing" goes to sign-in and
// back to the form; with JavaScript the form opens and answers in place; without it, the same
// disclosure posts a real form, refusals land beside their field and the thanks comes as a toast.
import { expect, test, type Page } from "@playwright/test";
import { createListing, createUser } from "../support/fixtures";
import { withE2eDb } from "./seller-db";
import { hydrated } from "./hydrated";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { signIn, unique } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "gravel-trail-123";
const THANKS = "Thanks. Our team will review this listing.";

/** Another seller's active listing; its vehicle id. */
const someonesListing = () =>
  withE2eDb(async (db) => (await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702", userId: (await createUser(db)).id })).id);

const reportsOf = (vehicleId: number) =>
  withE2eDb((db) => db.listingReport.findMany({ where: { listing: { vehicleId } }, select: { reason: true, details: true, reporter: { select: { email: true } } } }));

/** A buyer's account, made in the database (signing up is tested elsewhere); its email. */
async function buyer() {
  const email = `reporter-${unique()}@example.com`;
  const password = await hashPassword(PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password }));
  return email;
}

/** Signed out on the vehicle page, "Report this listing" goes to sign-in, and signing in comes back to the form. */
async function signInThroughReport(page: Page, vehicleId: number, email: string) {
  await page.goto(`/vehicles/${vehicleId}`);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/vehicles/${vehicleId}/report`)}`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`/vehicles/${vehicleId}/report`);
  await expect(page.getByRole("heading", { name: "Report this listing" })).toBeVisible();
}

test.use({ viewport: PHONE });

test("signed out, Report this listing goes to sign-in and back to the form", async ({ page }) => {
  const [email, vehicleId] = await Promise.all([buyer(), someonesListing()]);
  await signInThroughReport(page, vehicleId, email);
});

test("with JavaScript on a phone, a signed-in buyer's report is checked and sent in place", async ({ page, baseURL }) => {
  const [email, vehicleId] = await Promise.all([buyer(), someonesListing()]);
  // Signing in through the page is the test above; here the session comes from the sign-in API.
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD }, headers: { Origin: baseURL! } })).ok()).toBe(true);

  await page.goto(`/vehicles/${vehicleId}`);
  await hydrated(page);
  const section = page.getByTestId("report-listing");
  await section.getByText("Report this listing").click();
  const reasons = section.getByRole("group", { name: "Why are you reporting this listing?" });
  await expect(reasons.getByRole("radio")).toHaveCount(5);
  expect(await reasons.locator("label").allTextContents()).toEqual(["Scam", "Wrong information", "Already sold", "Offensive", "Other"]);
  await section.getByRole("button", { name: "Send report" }).click();
  await expect(reasons.getByText("Please choose a reason")).toBeVisible();
  await reasons.getByRole("radio", { name: "Other" }).check();
  await section.getByRole("button", { name: "Send report" }).click();
  await expect(section.getByText("Please tell us what is wrong")).toBeVisible();
  await expect(section.getByLabel("Details")).toHaveAttribute("aria-invalid", "true");
  await expectNoAccessibilityViolations(page);

  await section.getByLabel("Details").fill("The photos are from another seller's listing.");
  await section.getByRole("button", { name: "Send report" }).click();
  await expect(section.getByRole("status")).toHaveText(THANKS);
  await expect(page).toHaveURL(`/vehicles/${vehicleId}`);
  expect(await reportsOf(vehicleId)).toEqual([{ reason: "other", details: "The photos are from another seller's listing.", reporter: { email } }]);
  await expectNoAccessibilityViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the disclosure posts a real form: a refusal beside its field on the report page, then the thanks on the vehicle page", async ({ page: plain }) => {
    const [email, vehicleId] = await Promise.all([buyer(), someonesListing()]);
    await signInThroughReport(plain, vehicleId, email);
    {
      await plain.goto(`/vehicles/${vehicleId}`);
      const section = plain.getByTestId("report-listing");
      await section.getByText("Report this listing").click();
      await section.getByRole("radio", { name: "Other" }).check();
      await section.getByRole("button", { name: "Send report" }).click();

      await expect(plain).toHaveURL(`/vehicles/${vehicleId}/report`);
      await expect(plain.getByText("Please tell us what is wrong")).toBeVisible();
      await expect(plain.getByRole("radio", { name: "Other" })).toBeChecked();
      await plain.getByLabel("Details").fill("Asks for payment by gift card.");
      await plain.getByRole("radio", { name: "Scam" }).check();
      await plain.getByRole("button", { name: "Send report" }).click();

      await expect(plain).toHaveURL(`/vehicles/${vehicleId}`);
      await expect(plain.getByText(THANKS)).toBeVisible();
      expect(await reportsOf(vehicleId)).toEqual([{ reason: "scam", details: "Asks for payment by gift card.", reporter: { email } }]);

      // A second report of the same listing while the first is open is refused beside the reason.
      await plain.goto(`/vehicles/${vehicleId}/report`);
      await plain.getByRole("radio", { name: "Already sold" }).check();
      await plain.getByRole("button", { name: "Send report" }).click();
      await expect(plain.getByText("You have already reported this listing. Our team will review it.")).toBeVisible();
    }
  });
});
