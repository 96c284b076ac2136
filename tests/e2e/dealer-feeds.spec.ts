import { expect, test, type Page } from "@playwright/test";
import { userIdByEmail, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { expectNoAccessibilityViolations } from "./accessibility";
import { feedCsv } from "../support/feed-fixtures";

/** A dealership (on a plan) whose manager is the account with this email. */
async function makeManager(email: string) {
  const userId = await userIdByEmail(email);
  await withE2eDb(async (db) => {
    const plan = await db.dealerPlan.findUniqueOrThrow({ where: { slug: "lot-25" } });
    const owner = await db.user.create({ data: { email: `owner-${unique()}@example.com`, password: "x", firstName: "Olive", lastName: "Owner" } });
    await db.dealership.create({
      data: {
        name: `Trailhead Powersports ${unique()}`,
        slug: `trailhead-${unique()}`,
        city: "Boise",
        state: "ID",
        zip: "83702",
        phone: "208-555-0100",
        planId: plan.id,
        subscriptionStatus: "active",
        subscriptionEndsAt: new Date(Date.now() + 30 * 86_400_000),
        members: { create: [{ userId: owner.id, role: "owner" }, { userId, role: "manager" }] },
      },
    });
  });
}

async function uploadFeed(page: Page, csv: string) {
  await page.goto("/dealer/feeds");
  await page.getByLabel("Feed file (CSV, XML or JSON)").setInputFiles({ name: "lot.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check feed" }).click();
}

test.describe("a manager's feed at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Sign-up, two feed runs and a search in one test.
  test.describe.configure({ timeout: 90_000 });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("uploads a CSV with 3 good rows and 1 bad, reads the check, applies it, and the listings appear on /buy", async ({ page }) => {
      const email = `feed-${unique()}@example.com`;
      await signUp(page, email);
      await skipPasskeyPrompt(page);
      await makeManager(email);
      const word = `Quillback${Date.now()}`;
      const described = (n: number) => `A ${word} trail bike number ${n}, serviced by our shop.`;
      await uploadFeed(
        page,
        feedCsv([
          { stock: "E1", description: described(1) },
          { stock: "E2", description: described(2), model: "CRF250R", year: "2022", price: "6900" },
          { stock: "E3", description: described(3), price: "8100", zip: "83702" },
          { stock: "E4", description: described(4), year: "1890" },
        ]),
      );

      await expect(page).toHaveURL(/\/dealer\/feeds\?run=\d+$/);
      const report = page.getByRole("region", { name: /Feed check/ });
      await expect(report.getByTestId("count-created")).toHaveText("3");
      await expect(report.getByTestId("count-rejected")).toHaveText("1");
      const bad = report.getByRole("table", { name: "Rows not listed" }).getByRole("row").nth(1);
      await expect(bad.getByRole("cell").nth(0)).toHaveText("5");
      await expect(bad.getByRole("cell").nth(1)).toHaveText("year");
      await expect(bad.getByRole("cell").nth(2)).toContainText("Year must be between 1900");

      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("region", { name: /Feed run/ }).getByTestId("count-created")).toHaveText("3");
      await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);

      await page.goto(`/buy?keyword=${word}`);
      await expect(page.getByText("Showing 1–3 of 3 results")).toBeVisible();
      for (const title of ["2021 Honda CRF450R", "2022 Honda CRF250R"]) await expect(page.getByText(title).first()).toBeVisible();
    });
  });

  test("the feed page and its report pass axe", async ({ page }) => {
    const email = `feed-axe-${unique()}@example.com`;
    await signUp(page, email);
    await skipPasskeyPrompt(page);
    await makeManager(email);
    await uploadFeed(page, feedCsv([{ stock: "X1" }, { stock: "X2", vin: "nope" }, { stock: "X3", model: "Hoverboard" }]));
    await expect(page.getByRole("region", { name: /Feed check/ })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
