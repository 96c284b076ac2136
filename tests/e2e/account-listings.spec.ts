import { expect, test, type Locator, type Page } from "@playwright/test";
import { giveListings, giveSavedVehicle } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

const today = () => new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

const CRF = { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "83702" } as const;
const YZ = { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2018, price: 4100, zip: "83702", createdAt: new Date(Date.UTC(2026, 0, 15, 12)) } as const;
const WHALER = { type: "boat", make: "Boston Whaler", model: "170 Montauk", year: 2019, price: 28999, zip: "99654", mileage: null } as const;

async function signUpSeller(page: Page): Promise<string> {
  const email = `seller-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  return email;
}

const activeSection = (page: Page) => page.getByRole("region", { name: "My Active Listings" });
const soldSection = (page: Page) => page.getByRole("region", { name: "My Sold Listings" });
const row = (section: Locator, title: string) => section.getByRole("listitem").filter({ has: section.page().getByRole("heading", { name: title }) });
const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

test("a seller marks a listing sold, relists it, deletes another, and unsaves a saved vehicle", async ({ page }) => {
  const email = await signUpSeller(page);
  const [crfId] = await giveListings(email, [CRF, YZ]);
  await giveSavedVehicle(email, WHALER);

  await page.goto("/account");
  await page.getByRole("link", { name: "My Listings" }).click();
  await expect(page).toHaveURL(/\/account\/listings$/);
  const active = activeSection(page);
  await expect(active.getByRole("listitem")).toHaveCount(2);
  // Newest first; price in whole dollars, listed date, zip and status.
  await expect(active.getByRole("heading", { level: 3 })).toHaveText(["2021 Honda CRF450R", "2018 Yamaha YZ250F"]);
  const crf = row(active, "2021 Honda CRF450R");
  await expect(crf).toContainText("$7,250");
  await expect(crf).toContainText(`Listed ${today()} · 83702`);
  await expect(crf.getByTestId("status-badge")).toHaveText("Active");
  await expect(row(active, "2018 Yamaha YZ250F")).toContainText("Listed January 15, 2026");
  await expect(crf.getByRole("link", { name: "View" })).toHaveAttribute("href", `/vehicles/${crfId}`);
  await expect(crf.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/vehicles/${crfId}/edit`);
  await expect(page.getByText("No sold listings")).toBeVisible();
  await expect(page.getByText("When you mark listings as sold, they'll appear here.")).toBeVisible();

  await crf.getByRole("button", { name: "Mark as Sold" }).click();
  await expect(toast(page, "Listing Marked as Sold")).toContainText("Your vehicle has been moved to sold listings.");
  const soldCrf = row(soldSection(page), "2021 Honda CRF450R");
  await expect(soldCrf).toContainText(`Sold ${today()}`);
  await expect(soldCrf.getByTestId("status-badge")).toHaveText("Sold");
  await expect(activeSection(page).getByRole("listitem")).toHaveCount(1);

  await soldCrf.getByRole("button", { name: "Relist" }).click();
  await expect(toast(page, "Listing Reactivated")).toContainText("Your vehicle has been moved back to active listings.");
  await expect(row(activeSection(page), "2021 Honda CRF450R")).toBeVisible();
  await expect(page.getByText("No sold listings")).toBeVisible();

  const yz = row(activeSection(page), "2018 Yamaha YZ250F");
  await yz.getByRole("button", { name: "Delete" }).click();
  await expect(yz.getByText("Delete this listing? This cannot be undone.")).toBeVisible();
  await yz.getByRole("link", { name: "Cancel" }).click();
  await expect(yz.getByTestId("delete-confirm")).toHaveCount(0);
  await yz.getByRole("button", { name: "Delete" }).click();
  await yz.getByTestId("delete-confirm").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Vehicle Deleted")).toContainText("Your vehicle listing has been removed.");
  await expect(row(activeSection(page), "2018 Yamaha YZ250F")).toHaveCount(0);
  await page.reload();
  await expect(activeSection(page).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("link", { name: "Saved Listings" }).click();
  await expect(page).toHaveURL(/\/account\/saved$/);
  const card = page.getByTestId("vehicle-card").filter({ hasText: "2019 Boston Whaler 170 Montauk" });
  await expect(card).toContainText("$28,999");
  await card.getByRole("button", { name: "Unsave 2019 Boston Whaler 170 Montauk" }).click();
  await expect(toast(page, "Vehicle Unsaved")).toContainText("Vehicle removed from your saved list.");
  await expect(page.getByText("No saved vehicles")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Vehicles" })).toHaveAttribute("href", "/buy");
});

test("a seller with no listings sees the empty states", async ({ page }) => {
  await signUpSeller(page);
  await page.goto("/account/listings");
  await expect(page.getByText("No active listings")).toBeVisible();
  await expect(activeSection(page).getByRole("link", { name: "Sell Your Vehicle" })).toHaveAttribute("href", "/sell");
  await page.goto("/account/saved");
  await expect(page.getByText("No saved vehicles")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("mark sold and a confirmed delete work as plain forms", async ({ page }) => {
    const email = await signUpSeller(page);
    await giveListings(email, [CRF, YZ]);

    await page.goto("/account/listings");
    await row(activeSection(page), "2021 Honda CRF450R").getByRole("button", { name: "Mark as Sold" }).click();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(toast(page, "Listing Marked as Sold")).toBeVisible();
    await expect(row(soldSection(page), "2021 Honda CRF450R")).toContainText(`Sold ${today()}`);

    await row(activeSection(page), "2018 Yamaha YZ250F").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/confirmDelete=\d+/);
    const confirm = page.getByTestId("delete-confirm");
    await expect(confirm).toContainText("Delete this listing? This cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(toast(page, "Vehicle Deleted")).toBeVisible();
    await expect(page.getByText("No active listings")).toBeVisible();
    await expect(row(soldSection(page), "2021 Honda CRF450R")).toBeVisible();
  });
});
