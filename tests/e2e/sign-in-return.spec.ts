// A visitor who presses Contact Seller or Save while signed out lands at the top of the sign-in
// page and, once signed in, is back on the vehicle with what they pressed done (the contact form
// open, the vehicle saved): sign-in-intents.spec.ts follows each intent further.
import { expect, test, type Page } from "@playwright/test";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";
import { signIn, signOut, signUp, skipPasskeyPrompt, unique } from "./session";

async function openVehicleScrolledDown(page: Page) {
  await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
  await page.getByTestId("vehicle-card").filter({ hasText: "2021 Honda CRF450R" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2021 Honda CRF450R");
  await hydrated(page);
  return new URL(page.url()).pathname;
}

const INTENTS = [
  { control: "contact-seller", then: "contact", back: (path: string) => `${path}?contact=1` },
  { control: "save-toggle", then: "save", back: (path: string) => path },
];

for (const { control, then, back } of INTENTS) {
  test(`${control}: signed out, it opens sign-in at the top, and signing in returns to the vehicle`, async ({ page }) => {
    const email = `return-${unique()}@example.com`;
    await signUp(page, email);
    await skipPasskeyPrompt(page);
    await signOut(page);
    // On a phone, where the buttons sit far down the page.
    await page.setViewportSize({ width: 390, height: 844 });

    const path = await openVehicleScrolledDown(page);
    const button = page.getByTestId(control).first();
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await button.click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}&then=${then}`);
    await expect(page.getByRole("heading", { name: "Welcome to RideMarket" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await signIn(page, email, "gravel-trail-123");
    await expect(page).toHaveURL(back(path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2021 Honda CRF450R");
  });
}
