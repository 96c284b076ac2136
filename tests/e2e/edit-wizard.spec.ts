// The edit wizard stages changes: buyers see the listing as it was until Update Listing.
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydrated";
import { giveListings, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

async function sellerWithListing(page: Page, token: string) {
  const email = `editor-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [id] = await giveListings(email, [
    { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "83702", package: "elite", description: `Garage kept, ${token}, new tires.` },
  ]);
  return id!;
}

const searchPrice = async (page: Page, token: string) => {
  await page.goto(`/buy?keyword=${token}`);
  return page.getByTestId("vehicle-card").getByTestId("price").textContent();
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an edit left at step 3 changes nothing buyers see; coming back resumes it; Update Listing applies every step at once", async ({ page }) => {
      const token = `stg${unique().replace(/\W/g, "").slice(-8)}`;
      const id = await sellerWithListing(page, token);

      await page.goto(`/vehicles/${id}/edit`);
      await page.getByLabel("Mileage").fill("4321");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page).toHaveURL(new RegExp(`/vehicles/${id}/edit\\?step=2`));
      await page.getByLabel("Description", { exact: true }).fill(`Rebuilt top end, ${token}, new chain.`);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByLabel("Asking Price (USD)").fill("6400");
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(page).toHaveURL(new RegExp(`step=2`));

      // Left there: the vehicle page and search still show the listing as it was.
      await page.goto(`/vehicles/${id}`);
      await expect(page.getByTestId("detail-price")).toHaveText("$7,250");
      await expect(page.getByText("Garage kept")).toBeVisible();
      expect(await searchPrice(page, token)).toBe("$7,250");
      // The account says the listing has changes waiting.
      await page.goto("/account/listings");
      await expect(page.getByTestId("staged-edit-note")).toHaveCount(1);

      // Coming back resumes the staged edit, marked as not yet on the listing.
      await page.goto(`/vehicles/${id}/edit?step=3`);
      await expect(page.getByTestId("staged-edit")).toBeVisible();
      await expect(page.getByLabel("Asking Price (USD)")).toHaveValue("6400.00");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Update Listing" }).click();
      await expect(page).toHaveURL(/\/account\/listings$/);
      await expect(page.getByTestId("toast").filter({ hasText: "Success!" })).toBeVisible();
      await expect(page.getByTestId("staged-edit-note")).toHaveCount(0);

      await page.goto(`/vehicles/${id}`);
      await expect(page.getByTestId("detail-price")).toHaveText("$6,400");
      await expect(page.getByText("Rebuilt top end")).toBeVisible();
      await expect(page.getByText("4,321", { exact: true })).toBeVisible();
      expect(await searchPrice(page, token)).toBe("$6,400");
      await page.goto(`/vehicles/${id}/edit?step=3`);
      await expect(page.getByTestId("staged-edit")).toHaveCount(0);
    });
  });
}

test("Discard changes puts the edit wizard back to the live listing", async ({ page }) => {
  const token = `dsc${unique().replace(/\W/g, "").slice(-8)}`;
  const id = await sellerWithListing(page, token);
  await page.goto(`/vehicles/${id}/edit?step=3`);
  await page.getByLabel("Asking Price (USD)").fill("1234");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=4/);
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/account\/listings$/);
  await page.goto(`/vehicles/${id}/edit?step=3`);
  await expect(page.getByLabel("Asking Price (USD)")).toHaveValue("7250.00");
  await expect(page.getByTestId("staged-edit")).toHaveCount(0);
});

test.describe("a bigger package without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("goes through the payment step at the price difference and upgrades the listing once", async ({ page }) => {
    const token = `upg${unique().replace(/\W/g, "").slice(-8)}`;
    const id = await sellerWithListing(page, token);
    const [elite, showstopper] = await withE2eDb((db) => Promise.all(["elite", "showstopper"].map((slug) => db.vehiclePackage.findUniqueOrThrow({ where: { slug } }))));
    const difference = `$${showstopper!.price.minus(elite!.price).toFixed(2)}`;

    await page.goto(`/vehicles/${id}/edit?step=3`);
    await page.getByLabel("Asking Price (USD)").fill("6999");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByTestId("package-showstopper").click();
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${id}/edit\\?step=5$`));
    await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible();
    await expect(page.getByText(difference).first()).toBeVisible();
    // Nothing is on the listing before the payment goes through.
    await page.goto(`/vehicles/${id}`);
    await expect(page.getByTestId("detail-price")).toHaveText("$7,250");

    await page.goto(`/vehicles/${id}/edit?step=5`);
    await page.getByLabel("Name on card").fill("Riley Rider");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Payment Successful!" })).toBeVisible();

    const listing = await withE2eDb((db) => db.listing.findUniqueOrThrow({ where: { vehicleId: id }, include: { package: true } }));
    expect(listing.package.slug).toBe("showstopper");
    expect(listing.price.toFixed(2)).toBe("6999.00");
    const payments = await withE2eDb((db) => db.payment.findMany({ where: { upgradeVehicleId: id } }));
    expect(payments.map((p) => [p.status, p.amount.toFixed(2)])).toEqual([["succeeded", difference.slice(1)]]);
  });
});

test("a value typed into the edit wizard right before a reload is staged, not published", async ({ page }) => {
  const token = `rld${unique().replace(/\W/g, "").slice(-8)}`;
  const id = await sellerWithListing(page, token);
  await page.goto(`/vehicles/${id}/edit?step=3`);
  await hydrated(page);
  await page.getByLabel("Asking Price (USD)").fill("6123");
  await page.reload();
  await expect(page.getByLabel("Asking Price (USD)")).toHaveValue("6123.00");
  await expect(page.getByTestId("staged-edit")).toBeVisible();
  const live = await withE2eDb((db) => db.listing.findUniqueOrThrow({ where: { vehicleId: id } }));
  expect(live.price.toFixed(2)).toBe("7250.00");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a description typed before the page hydrates survives hydration and is saved", async ({ page }) => {
    const token = `pre${unique().replace(/\W/g, "").slice(-8)}`;
    const id = await sellerWithListing(page, token);
    // The page's scripts wait until the description has been typed, as on a slow connection.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`/vehicles/${id}/edit?step=2`);
    const description = page.getByLabel("Description", { exact: true });
    const typed = `Typed before hydration, ${token}, fresh fork seals.`;
    await description.fill(typed);
    expect(await page.evaluate(() => Array.isArray(window.__pendingInput))).toBe(true);

    const saved = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith(`/vehicles/${id}/edit`));
    release();
    await hydrated(page);
    await expect(description).toHaveValue(typed);
    await saved;
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto(`/vehicles/${id}/edit?step=2`);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue(typed);
    await expect(page.getByTestId("staged-edit")).toBeVisible();
  });
});
