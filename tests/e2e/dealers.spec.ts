// Dealers on a phone (390 px) without JavaScript: a buyer finds a dealership on /dealers, opens
// its storefront and filters its inventory; an owner subscribes to a plan with the local
// provider and puts up the dealership's logo. Then the same pages checked by axe.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { userIdByEmail, withE2eDb } from "./seller-db";
import { createDealerListing, createDealership } from "../support/dealer-fixtures";
import { pngBytes } from "../../app/modules/media/testing/images";

const PHONE = { width: 390, height: 844 };

/** A dealership in Alaska with two dirt bikes, a motorcycle and an unpublished unit. */
async function alaskaDealer(ownerId?: number) {
  const name = `Northern Lights Powersports ${unique()}`;
  return withE2eDb(async (db) => {
    const dealer = await createDealership(db, { name, slug: `northern-lights-${unique()}`, zip: "99501", phone: "(907) 555-0133", licenseNumber: "AK-7781", ownerId,
      hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "09:00", closes: "18:00" })) });
    await createDealerListing(db, dealer, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2022, price: 8100, zip: "99501" });
    await createDealerListing(db, dealer, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2021, price: 6300, zip: "99501" });
    await createDealerListing(db, dealer, { type: "motorcycle", make: "Honda", model: "CBR600RR", year: 2020, price: 9400, zip: "99501" });
    await createDealerListing(db, dealer, { type: "dirtbike", make: "Honda", model: "CRF250R", year: 2023, price: 7000, zip: "99501", status: "unpublished" });
    return { name, slug: dealer.dealership.slug };
  });
}

const titles = (page: Page) => page.getByTestId("results").getByRole("heading", { level: 3 }).allTextContents();

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("a buyer opens /dealers, a storefront, and filters its inventory", async ({ page }) => {
    const dealer = await alaskaDealer();
    await page.goto("/dealers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealers");
    const alaska = page.getByTestId("dealers-AK");
    await expect(alaska.getByRole("listitem").filter({ hasText: dealer.name })).toContainText("3 vehicles for sale");
    await alaska.getByRole("link", { name: dealer.name }).click();

    await expect(page).toHaveURL(new RegExp(`/dealers/${dealer.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dealer.name);
    await expect(page.getByTestId("dealer-phone")).toHaveAttribute("href", "tel:+19075550133");
    await expect(page.getByTestId("dealer-map")).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
    await expect(page.getByText("Dealer license AK-7781")).toBeVisible();
    expect((await titles(page)).sort()).toEqual(["2020 Honda CBR600RR", "2021 Yamaha YZ250F", "2022 Honda CRF450R"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId("storefront-filters").locator("summary").click();
    await page.getByLabel("Vehicle Type").selectOption("dirtbike");
    await page.getByLabel("Max price ($)").fill("7000");
    await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealer.slug}\\?.*type=dirtbike.*priceMax=7000`));
    await expect(page.getByTestId("filter-chips")).toContainText("Dirt Bikes");
    expect(await titles(page)).toEqual(["2021 Yamaha YZ250F"]);
  });

  test("an owner subscribes to a plan with the local provider", async ({ page }) => {
    const email = `owner-${unique()}@example.com`;
    await signUp(page, email);
    await skipPasskeyPrompt(page);
    const dealer = await alaskaDealer(await userIdByEmail(email));
    await page.goto("/dealer/plan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dealer.name);
    await expect(page.getByTestId("current-plan")).toContainText("You have no plan yet");
    await page.getByRole("button", { name: "Choose Lot 25", exact: true }).click();
    await expect(page).toHaveURL(/\/dealer\/plan$/);
    const current = page.getByTestId("current-plan");
    await expect(current).toContainText("Lot 25");
    await expect(current).toContainText("Paid");
    await expect(current).toContainText("3 of 25 active listings");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("an owner puts up the dealership's logo, which the storefront shows, and a file that is not an image is refused beside the field", async ({ page }) => {
    const email = `owner-${unique()}@example.com`;
    await signUp(page, email);
    await skipPasskeyPrompt(page);
    const dealer = await alaskaDealer(await userIdByEmail(email));
    await page.goto("/dealer/profile");
    await expect(page.getByText("No logo yet.", { exact: false })).toBeVisible();
    await page.getByLabel("Logo image").setInputFiles({ name: "notes.txt", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByRole("alert")).toHaveText('"notes.txt" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.');
    await expect(page.getByLabel("Logo image")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Logo image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await pngBytes() });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByRole("status")).toHaveText("Logo saved.");
    await expect(page.getByTestId("dealer-logo")).toHaveJSProperty("complete", true);
    expect(await page.getByTestId("dealer-logo").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`/dealers/${dealer.slug}`);
    const logo = page.getByRole("img", { name: `${dealer.name} logo` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("axe on a phone", () => {
  test.use({ viewport: PHONE });

  test("the directory passes axe", async ({ page }) => {
    await alaskaDealer();
    await page.goto("/dealers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealers");
    await expectNoAccessibilityViolations(page);
  });

  test("a storefront passes axe", async ({ page }) => {
    const dealer = await alaskaDealer();
    await page.goto(`/dealers/${dealer.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dealer.name);
    await expectNoAccessibilityViolations(page);
  });

  test("the plan page passes axe", async ({ page }) => {
    // Signing up first makes this the longest of the file on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = `owner-${unique()}@example.com`;
    await signUp(page, email);
    await skipPasskeyPrompt(page);
    await page.setViewportSize(PHONE);
    await alaskaDealer(await userIdByEmail(email));
    await page.goto("/dealer/plan");
    await expect(page.getByRole("heading", { level: 2, name: "Plan" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto("/dealer/profile");
    await expect(page.getByRole("heading", { level: 3, name: "Logo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
