// Signing up, in and out as a person would, for the browser tests.
import { expect, type Page } from "@playwright/test";

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export const PASSWORD = "gravel-trail-123";

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login?tab=signup");
  await fillSignUp(page, email, password);
}

/** A new account ("buyer-…@example.com" for kind "buyer"), signed in past the passkey offer; its email. */
export async function signUpAs(page: Page, kind: string): Promise<string> {
  const email = `${kind}-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  return email;
}

/** Fills and sends the sign-up form of the page as it is (the tab already open). */
export async function fillSignUp(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("First Name").fill("Riley");
  await page.getByLabel("Last Name").fill("Rider");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("555-201-3344");
  await page.getByLabel("City").fill("Boise");
  await page.getByLabel("State").fill("ID");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Whether the page runs its scripts: the hydration bootstrap leaves its mark on window. */
export async function scriptsRun(page: Page): Promise<boolean> {
  for (;;) {
    try {
      return await page.evaluate(() => "__pendingInput" in window);
    } catch {
      // The page was navigating; ask the next one.
      await page.waitForLoadState();
    }
  }
}

async function hydratedPage(page: Page) {
  for (;;) {
    try {
      await page.waitForFunction(() => window.__pendingInput === null);
      return;
    } catch (error) {
      if (page.isClosed()) throw error;
      await page.waitForLoadState();
    }
  }
}

export async function skipPasskeyPrompt(page: Page) {
  const prompt = page.getByTestId("passkey-prompt");
  // Without JavaScript no passkey can be made, so none is offered.
  if (!(await scriptsRun(page))) {
    await expect(prompt).toHaveCount(0);
    return;
  }
  // With it, the prompt comes once the page the sign-in led to has hydrated.
  await page.waitForURL((url) => url.pathname !== "/login");
  await hydratedPage(page);
  await expect(prompt.getByRole("heading", { name: "Secure Your Account" })).toBeVisible();
  // The production build says nothing of development.
  await expect(prompt).not.toContainText("Development note");
  await prompt.getByRole("link", { name: "Skip for now" }).click();
  await expect(prompt).toBeHidden();
}

export async function signOut(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).locator("..").getByText("My Account").first().click();
  await page.getByRole("menuitem", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  // The page may already be at / before signing out: wait for the signed-out header.
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

