// A seller verifies a phone on a phone: the account's Verified Seller page texts a code (to the
// outbox, as no SMS provider is set), a wrong code is refused beside the field, the right one
// verifies; with JavaScript and without.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { E2E_OUTBOX_DIR } from "./settings";
import { signUp, skipPasskeyPrompt, unique } from "./session";

/** The code in the newest text to this E.164 number. */
async function textedCode(to: string): Promise<string> {
  let found: string | null = null;
  await expect(async () => {
    const files = (await fs.readdir(E2E_OUTBOX_DIR)).filter((f) => f.endsWith(".sms.txt")).sort().reverse();
    for (const file of files) {
      const text = await fs.readFile(path.join(E2E_OUTBOX_DIR, file), "utf8");
      if (text.includes(`To: ${to}`)) {
        found = /code is (\d{6})/.exec(text)![1]!;
        return;
      }
    }
    throw new Error(`no text to ${to} yet`);
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** A number no other test texts: 208 area code, exchange and line from the clock. */
function freshNumber() {
  const digits = String(Date.now() % 10_000_000).padStart(7, "0");
  const exchange = `${2 + (Number(digits[0]) % 8)}${digits.slice(1, 3)}`;
  return { typed: `(208) ${exchange}-${digits.slice(3)}`, e164: `+1208${exchange}${digits.slice(3)}` };
}

/** `axe`: only with JavaScript, which axe runs on. */
async function verifyPhone(page: Page, { axe }: { axe: boolean }) {
  const number = freshNumber();
  await page.goto("/account/verification");
  await expect(page.getByRole("heading", { name: "Verified Seller" })).toBeVisible();
  await page.getByLabel("Mobile number").fill(number.typed);
  await page.getByRole("button", { name: "Text Me a Code" }).click();
  await expect(page.getByText(/We texted a code to \(•••\) •••-\d{4}/)).toBeVisible();
  const code = await textedCode(number.e164);

  await page.getByLabel("Code", { exact: true }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Phone" }).click();
  await expect(page.getByText("That code is not right. Please check the text and try again.")).toBeVisible();
  if (axe) await expectNoAccessibilityViolations(page);

  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify Phone" }).click();
  await expect(page.getByText(/is verified\. Your listings show "Verified seller" once your account is 30 days old/)).toBeVisible();
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  if (axe) await expectNoAccessibilityViolations(page);
}

test.describe("verifying a phone on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("with JavaScript", async ({ page }) => {
    // Signing up and two accessibility scans.
    test.setTimeout(60_000);
    await signUp(page, `verify-${unique()}@example.com`);
    await skipPasskeyPrompt(page);
    await verifyPhone(page, { axe: true });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same forms post and answer as pages", async ({ page }) => {
      await signUp(page, `verify-nojs-${unique()}@example.com`);
      await skipPasskeyPrompt(page);
      await verifyPhone(page, { axe: false });
    });
  });
});
