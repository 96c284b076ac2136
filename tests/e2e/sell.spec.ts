import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { fillVehicleDetails } from "./vehicle-details";
import { hydrated } from "./hydrated";
import { signUp, skipPasskeyPrompt, unique } from "./session";

/** A real photo-like PNG, different for each seed. */
async function photo(seed: number) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: (seed * 70) % 255, g: 120, b: (seed * 40) % 255 } } }).png().toBuffer();
  return { name: `bike-${seed}.png`, mimeType: "image/png", buffer };
}

/** Step 1 as a plain form: each dependent choice refreshes the page with "Update choices". */
async function chooseDirtbikeWithoutScript(page: Page, choice: { make: string; model: string; year: string }) {
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  await page.getByRole("button", { name: "Update choices" }).click();
  await page.getByLabel("Make").selectOption({ label: choice.make });
  await page.getByRole("button", { name: "Update choices" }).click();
  await page.getByLabel("Model").selectOption({ label: choice.model });
  await page.getByRole("button", { name: "Update choices" }).click();
  await page.getByLabel("Year").selectOption(choice.year);
  await page.getByLabel("Condition").selectOption({ label: "Good" });
  await page.getByLabel("Zip Code").fill("99501");
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

test("a seller lists a vehicle: every step survives a reload, photos, description, a declined card, then payment and the live listing", async ({ page }) => {
  test.setTimeout(120_000);
  const token = `sellflow${Date.now()}`;
  await signUp(page, `seller-${unique()}@example.com`);
  await skipPasskeyPrompt(page);

  await page.goto("/sell");
  await expect(page.getByRole("heading", { name: "Sell Your Vehicle" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByLabel("Make")).toBeDisabled();
  await expect(page.getByLabel("Make")).toContainText("Select type first");

  // The gate: Next with nothing chosen stays on step 1 with the blocked toast.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "Please complete all required fields")).toBeVisible();
  await expect(page.getByText("Vehicle type is required")).toBeVisible();

  await fillVehicleDetails(page);
  // Typed but not yet submitted: the draft autosaves, so a reload keeps it.
  await page.waitForResponse((r) => r.url().includes("/sell") && r.request().method() === "POST");
  await page.reload();
  await expect(page.getByLabel("Model")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Zip Code")).toHaveValue("90210");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);

  // Photos: three uploaded at once, then the second removed; a reload keeps the other two.
  await page.locator('input[type="file"]').setInputFiles([await photo(1), await photo(2), await photo(3)]);
  await expect(page.getByText("Photos (3/10)")).toBeVisible();
  await expect(page.getByText("Main Photo")).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(page.getByText("Photos (2/10)")).toBeVisible();
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expect(toast(page, "Description Generated!")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(/2021 Honda CRF450R/);
  await page.reload();
  await expect(page.getByText("Photos (2/10)")).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const description = page.getByLabel("Description", { exact: true });
  await description.fill(`${await description.inputValue()}\nOne owner, ${token}.`);
  await expect(page.getByText(/\d+\/6000 characters/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=3/);

  // A slipped zero is pointed out without blocking.
  await expect(page.getByTestId("pricing-value-range")).toBeVisible();
  await page.getByLabel("Asking Price (USD)").fill("72500");
  await expect(page.getByTestId("price-warning")).toHaveText(/^This is \d+(\.\d)?× the typical retail value; check for a typo$/);
  await page.getByLabel("Asking Price (USD)").fill("7250");
  await expect(page.getByTestId("price-warning")).toHaveText("");
  await page.waitForResponse((r) => r.url().includes("/sell") && r.request().method() === "POST");
  await page.reload();
  await expect(page.getByLabel("Asking Price (USD)")).toHaveValue("7250.00");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=4/);
  await page.reload();
  const proceed = page.getByRole("button", { name: "Proceed to Payment" });
  await expect(proceed).toBeDisabled();
  await expect(page.getByTestId("package-elite")).toContainText("Recommended");
  await page.getByTestId("package-elite").click();
  await proceed.click();
  await expect(page).toHaveURL(/step=5/);
  await expect(toast(page, "Package Selected")).toBeVisible();

  // Back from payment, every earlier step still holds what was entered.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/step=4/);
  await page.goto("/sell?step=1");
  await expect(page.getByLabel("Year")).toHaveValue("2021");
  await expect(page.getByLabel("Mileage")).toHaveValue("1500");
  await page.goto("/sell?step=5");
  await page.reload();
  await expect(page.getByText("Processing fee")).toBeVisible();
  await expect(page.getByText("$0.00")).toBeVisible();
  await expect(page.getByText("256-bit SSL encryption")).toBeVisible();

  await page.getByLabel("Name on card").fill("Riley Rider");
  // The built-in provider takes no real money, and the checkout says so.
  await expect(page.getByTestId("checkout-test-mode")).toHaveText("Test mode");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  await expect(toast(page, "Payment Failed")).toBeVisible();
  const none = await page.request.get(`/api/vehicles/search?keyword=${token}`);
  expect((await none.json()).total).toBe(0);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Your listing is now live!" })).toBeVisible();
  await expect(toast(page, "Payment Successful!")).toBeVisible();
  await page.getByRole("link", { name: "View Your Listing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "2021 Honda CRF450R" })).toBeVisible();
  await expect(page.getByText("$7,250").first()).toBeVisible();
  const detailUrl = page.url();

  await page.goto(`/buy?keyword=${token}`);
  await expect(page.getByText("Showing 1 result")).toBeVisible();
  await expect(page.getByRole("link", { name: /2021 Honda CRF450R/ })).toBeVisible();

  // Edit: change the price through the four steps; back to the account with the success toast.
  await page.goto(`${new URL(detailUrl).pathname}/edit`);
  await expect(page.getByRole("heading", { name: "Edit Your Vehicle" })).toBeVisible();
  await expect(page.getByLabel("Year")).toHaveValue("2021");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Photos (2/10)")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Asking Price (USD)").fill("6999");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(toast(page, "Success!")).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByText("$6,999").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first four steps work as plain forms, dependent choices refreshing after each submit", async ({ page }) => {
    await signUp(page, `plain-seller-${unique()}@example.com`);
    await page.goto("/sell");
    await chooseDirtbikeWithoutScript(page, { make: "Yamaha", model: "YZ250F", year: "2019" });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=2/);

    await page.getByLabel("Description", { exact: true }).fill("Trail ready, new chain and sprockets.");
    await page.locator('input[type="file"]').setInputFiles([await photo(4)]);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Photos (1/10)")).toBeVisible();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Trail ready, new chain and sprockets.");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=3/);

    await page.getByLabel("Asking Price (USD)").fill("0");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Price must be between $1 and $99,999,999.99")).toBeVisible();
    await expect(page.getByTestId("toast").filter({ hasText: "Please complete all required fields" })).toBeVisible();
    await page.getByLabel("Asking Price (USD)").fill("4100");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=4/);

    await page.getByTestId("package-pro").click();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/step=5/);
    await expect(page.getByLabel("Card number")).toBeVisible();
  });
});

test("a save still waiting when the seller submits never brings older text back", async ({ page }) => {
  await signUp(page, `autosave-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await fillVehicleDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[type="file"]').setInputFiles([await photo(4)]);
  await expect(page.getByText("Photos (1/10)")).toBeVisible();
  // Typing schedules a save; 'AI Generate' is pressed before it is sent.
  await page.getByLabel("Description", { exact: true }).fill("Draft words the generator replaces");
  await page.getByRole("button", { name: "AI Generate" }).click();
  await page.getByRole("button", { name: "Replace it" }).click();
  await expect(toast(page, "Description Generated!")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(/2021 Honda CRF450R/);
  // Longer than the save's delay: had the older save gone out, the reload would show its text.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(/2021 Honda CRF450R/);
});

async function toDescriptionStep(page: Page, who: string) {
  await signUp(page, `${who}-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await fillVehicleDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
}

test("'AI Generate' asks before replacing what the seller wrote, and Undo brings it back", async ({ page }) => {
  await toDescriptionStep(page, "generate-undo");
  const description = page.getByLabel("Description", { exact: true });
  await description.fill("Bought new in 2021, ridden on weekends only.");
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expect(page.getByText("Replace your description?")).toBeVisible();
  await expect(description).toHaveValue("Bought new in 2021, ridden on weekends only.");
  await page.getByRole("link", { name: "Keep mine" }).click();
  await expect(page.getByText("Replace your description?")).toHaveCount(0);
  await expect(description).toHaveValue("Bought new in 2021, ridden on weekends only.");

  await page.getByRole("button", { name: "AI Generate" }).click();
  await page.getByRole("button", { name: "Replace it" }).click();
  await expect(toast(page, "Description Generated!")).toBeVisible();
  await expect(description).toHaveValue(/2021 Honda CRF450R/);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(description).toHaveValue("Bought new in 2021, ridden on weekends only.");
  await page.reload();
  await expect(description).toHaveValue("Bought new in 2021, ridden on weekends only.");
});

test.describe("'AI Generate' without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks before replacing, and Undo works as a plain form", async ({ page }) => {
    await signUp(page, `plain-generate-${unique()}@example.com`);
    await page.goto("/sell");
    await chooseDirtbikeWithoutScript(page, { make: "Honda", model: "CRF450R", year: "2021" });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/step=2/);

    const description = page.getByLabel("Description", { exact: true });
    await description.fill("Kept in a garage, never raced.");
    await page.getByRole("button", { name: "AI Generate" }).click();
    await expect(page.getByText("Replace your description?")).toBeVisible();
    await expect(description).toHaveValue("Kept in a garage, never raced.");
    await page.getByRole("button", { name: "Replace it" }).click();
    await expect(description).toHaveValue(/2021 Honda CRF450R/);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(description).toHaveValue("Kept in a garage, never raced.");
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a description typed into a resumed draft before the page hydrates survives hydration and is saved", async ({ page }) => {
    await toDescriptionStep(page, "pre-hydration");
    const description = page.getByLabel("Description", { exact: true });
    const firstSave = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/sell"));
    await description.fill("Words saved with the draft earlier.");
    await firstSave;

    // Back on the step, its scripts wait until the new words have been typed, as on a slow connection.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/sell?step=2");
    await expect(description).toHaveValue("Words saved with the draft earlier.");
    const typed = "Typed before hydration: one owner, fresh fork seals.";
    await description.fill(typed);
    expect(await page.evaluate(() => Array.isArray(window.__pendingInput))).toBe(true);
    const saved = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/sell"));
    release();
    await hydrated(page);
    await expect(description).toHaveValue(typed);
    await saved;
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(description).toHaveValue(typed);
  });
});
