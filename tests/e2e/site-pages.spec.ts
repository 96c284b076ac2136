// The footer's help and company pages are real pages with the configured contact address.
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";

const FOOTER_PAGES = ["Help Center", "Safety Tips", "Contact Us", "About Us", "Careers", "Privacy Policy", "Terms of Service"];

test("every footer link leads to a real page that gives the configured contact address", async ({ page }) => {
  for (const name of FOOTER_PAGES) {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // Real content: a summary and at least one section.
    expect((await page.locator("article").innerText()).split(/\s+/).length, name).toBeGreaterThan(40);
    // tests/e2e/server.ts configures SUPPORT_EMAIL.
    await expect(page.getByTestId("support-email"), name).toHaveText("help@e2e.ridemarket.dev");
    await expect(page.getByTestId("support-email")).toHaveAttribute("href", "mailto:help@e2e.ridemarket.dev");
  }
  await expectNoAccessibilityViolations(page);
});

test("the footer has no dead links and shows the current year", async ({ page }) => {
  await page.goto("/buy");
  const footer = page.getByRole("contentinfo");
  for (const name of FOOTER_PAGES) await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^\/[a-z]+$/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} RideMarket. All rights reserved.`);
  await expect(page.locator("body")).not.toContainText("ridemarket.example");
});

test("an info page works without JavaScript and an unknown one is a 404", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto("/safety");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Never pay before you see the vehicle" })).toBeVisible();
  expect((await page.goto("/safety-tips"))?.status()).toBe(404);
  await context.close();
});
