// The passkey prompt after sign-up is offered only where the browser can make a passkey: with
// JavaScript (after hydration, when PublicKeyCredential exists), never on the plain-HTML page.
import { expect, test } from "@playwright/test";
import { signUp, unique } from "./session";

test.use({ viewport: { width: 390, height: 844 } });

test("with JavaScript, the passkey prompt is offered after sign-up and can be set up", async ({ page }) => {
  await signUp(page, `prompt-${unique()}@example.com`);
  await expect(page).toHaveURL(/\/$/);
  const prompt = page.getByTestId("passkey-prompt");
  await expect(prompt.getByRole("heading", { name: "Secure Your Account" })).toBeVisible();
  await expect(prompt.getByRole("button", { name: "Set Up Passkey" })).toBeEnabled();
  await prompt.getByRole("link", { name: "Skip for now" }).click();
  await expect(prompt).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no passkey prompt is offered after sign-up or sign-in, and the page is usable at once", async ({ page }) => {
    const email = `prompt-nojs-${unique()}@example.com`;
    await signUp(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("passkey-prompt")).toHaveCount(0);
    await expect(page.getByText("Secure Your Account")).toHaveCount(0);
    // Nothing lies over the page: its own links take the click.
    await page.getByRole("link", { name: "Browse Vehicles" }).first().click({ trial: true });

    await page.context().clearCookies();
    await page.goto("/login?redirect=%2Fsell");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("gravel-trail-123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/sell$/);
    await expect(page.getByTestId("passkey-prompt")).toHaveCount(0);
  });
});
