// Toasts on a 390 px phone: they never lie over an open sheet's controls, a toast leaves with the
// answer that brought it (a failed step's message once the step is passed), and without
// JavaScript an error toast has a close control and stays beside its form, not fixed on screen.
import { expect, test, type Page } from "@playwright/test";
import { createListing, createUser } from "../support/fixtures";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { fillVehicleDetails } from "./vehicle-details";

test.use({ viewport: { width: 390, height: 844 } });

const BLOCKED = "Please complete all required fields";
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

const activeListing = () =>
  withE2eDb(async (db) => {
    const seller = await createUser(db);
    return (await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2016, price: 4900, zip: "83702", userId: seller.id })).id;
  });

test("'Vehicle Saved' never lies over the contact sheet's quick replies and Send", async ({ page }) => {
  const vehicleId = await activeListing();
  await signUp(page, `toast-sheet-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto(`/vehicles/${vehicleId}`);
  await hydrated(page);
  await page.getByTestId("save-toggle").click();
  await expect(toast(page, "Vehicle Saved")).toBeVisible();

  await page.getByTestId("contact-bar").getByRole("link", { name: "Contact Seller" }).click();
  const sheet = page.getByRole("dialog", { name: "Contact Seller" });
  await expect(sheet).toBeVisible();
  // Asked at once, not waited for: a toast that is only on its way out would still be in the way.
  expect(await page.getByTestId("toast").isVisible()).toBe(false);
  for (const control of [sheet.getByRole("button", { name: "Is the price negotiable?" }), sheet.getByRole("button", { name: "Send", exact: true })]) {
    const box = (await control.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("[role=dialog]") !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(onTop).toBe(true);
  }
});

test("a failed step's toast is gone once the step is passed and the next one reached", async ({ page }) => {
  await signUp(page, `toast-step-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await fillVehicleDetails(page);
  await page.getByLabel("Zip Code").fill("");
  await page.getByRole("button", { name: "Next" }).click();
  const blocked = toast(page, BLOCKED);
  await expect(blocked).toBeVisible();
  const box = (await blocked.boundingBox())!;

  await page.getByLabel("Zip Code").fill("90210");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole("heading", { name: "Description & Photos" })).toBeVisible();
  // A pointer resting where the toast was keeps a toast that would only leave by time.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed step's error toast stays beside the form, not fixed on screen, and closes from the keyboard", async ({ page }) => {
    await signUp(page, `toast-nojs-${unique()}@example.com`);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/sell");
    await page.getByRole("button", { name: "Next" }).click();
    const blocked = toast(page, BLOCKED);
    await expect(blocked).toBeVisible();
    await expect(blocked.getByRole("alert")).toContainText(BLOCKED);
    expect(await blocked.evaluate((el) => getComputedStyle(el).position)).not.toBe("fixed");

    const close = blocked.getByLabel("Close notification");
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(blocked).toBeHidden();
  });

  test("a toast from the server closes from the keyboard", async ({ page }) => {
    await signUp(page, `toast-nojs-close-${unique()}@example.com`);
    const created = toast(page, "Account Created!");
    await expect(created).toBeVisible();
    await created.getByLabel("Close notification").focus();
    await page.keyboard.press("Enter");
    await expect(created).toBeHidden();
  });
});
