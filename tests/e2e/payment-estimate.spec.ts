// The payment estimate on a vehicle page: a GET form that works without JavaScript on a phone,
// its numbers in the URL; a signed-in buyer's saved defaults start the next vehicle page.
// A listing in 83702 (Boise) is in Idaho: 6% state sales tax, $14 title and $45 registration.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { hydrated } from "./hydrated";
import { withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { createListing, createUser } from "../support/fixtures";

const boiseListing = (price: number) =>
  withE2eDb(async (db) => {
    const seller = await createUser(db);
    return (await createListing(db, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price, zip: "83702", userId: seller.id })).id;
  });

const estimate = (page: Page) => page.getByTestId("payment-estimate");

const expectNoWiderThanPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the estimate starts from 10% down, 60 months at 7.5% in the listing's state, and changes with the inputs and the URL", async ({ page }) => {
    const id = await boiseListing(12_000);
    await page.goto(`/vehicles/${id}`);
    const section = estimate(page);
    await expect(section.getByRole("heading", { name: "Estimate your payment" })).toBeVisible();
    await expect(section.getByLabel("Down payment ($)")).toHaveValue("1200");
    await expect(section.getByLabel("Term (months)")).toHaveValue("60");
    await expect(section.getByLabel("APR (%)")).toHaveValue("7.5");
    await expect(section.getByLabel("State")).toHaveValue("ID");
    // 12,000 + 720 tax + 59 fees - 1,200 down = 11,579 at 7.5% for 60 months.
    await expect(section.getByTestId("payment-monthly")).toHaveText("$232.02 /month");
    await expect(section.getByTestId("payment-tax")).toHaveText("$720.00");
    await expect(section.getByTestId("payment-fees")).toHaveText("$59.00");
    await expect(section.getByTestId("payment-total")).toHaveText("$15,121.20");
    await expect(section.getByTestId("payment-explanation")).toContainText("An estimate, not a loan offer");
    await expect(section.getByRole("button", { name: "Save as my defaults" })).toHaveCount(0);
    await expectNoWiderThanPhone(page);

    await section.getByLabel("Down payment ($)").fill("3000");
    await section.getByLabel("Term (months)").fill("36");
    await section.getByLabel("APR (%)").fill("4.5");
    await section.getByLabel("State").selectOption("OR");
    await section.getByRole("button", { name: "Update estimate" }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${id}\\?down=3000&termMonths=36&apr=4.5&state=OR#payment$`));
    // Oregon: no sales tax, $101 + $126 fees; 9,227 at 4.5% for 36 months.
    await expect(section.getByTestId("payment-monthly")).toHaveText("$274.47 /month");
    await expect(section.getByTestId("payment-tax")).toHaveText("$0.00");
    await expect(section.getByTestId("payment-fees")).toHaveText("$227.00");
    await expect(section.getByTestId("payment-total")).toHaveText("$12,880.92");
    await expectNoWiderThanPhone(page);

    // A shared link with a refused number: the message beside the field, the typed value kept.
    await page.goto(`/vehicles/${id}?down=3000&termMonths=36&apr=45&state=OR`);
    await expect(section.getByLabel("APR (%)")).toHaveValue("45");
    await expect(section.getByText("The APR must be 0 to 30%")).toBeVisible();
    await expect(section.getByTestId("payment-monthly")).toHaveCount(0);
    await expectNoWiderThanPhone(page);
  });
});

test("a signed-in buyer saves the inputs as defaults and the next vehicle page starts from them; axe finds nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, `payer-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  const first = await boiseListing(12_000);
  const second = await boiseListing(8_000);

  await page.goto(`/vehicles/${first}`);
  await hydrated(page);
  const section = estimate(page);
  await expectNoAccessibilityViolations(page, { within: "[data-testid=payment-estimate]" });
  await section.getByLabel("Down payment ($)").fill("3000");
  await section.getByLabel("Term (months)").fill("48");
  await section.getByLabel("APR (%)").fill("5.25");
  await section.getByLabel("State").selectOption("TX");
  await section.getByRole("button", { name: "Save as my defaults" }).click();
  await expect(page.getByText("Payment defaults saved")).toBeVisible();
  await expect(page).toHaveURL(/down=3000&termMonths=48&apr=5.25&state=TX/);

  // 25% down of 8,000; Texas 6.25% tax on 8,000 = 500, $84 fees.
  await page.goto(`/vehicles/${second}`);
  await expect(section.getByLabel("Down payment ($)")).toHaveValue("2000");
  await expect(section.getByLabel("Term (months)")).toHaveValue("48");
  await expect(section.getByLabel("APR (%)")).toHaveValue("5.25");
  await expect(section.getByLabel("State")).toHaveValue("TX");
  await expect(section.getByTestId("payment-tax")).toHaveText("$500.00");
  await expect(section.getByTestId("payment-explanation")).toContainText("Starting from your saved defaults.");
  await hydrated(page);
  await expectNoAccessibilityViolations(page, { within: "[data-testid=payment-estimate]" });
  await expectNoWiderThanPhone(page);
});
