import { expect, test } from "@playwright/test";
import { hydrated } from "./hydrated";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { fillVehicleDetails } from "./vehicle-details";

const CHECK_DIGIT_MESSAGE = "This VIN's check digit (9th character) does not match the rest; please check it for typos.";

test("step 1 asks for a VIN or, for a boat, a HIN, and explains a typo next to the field", async ({ page }) => {
  await signUp(page, `vin-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await hydrated(page);
  await expect(page.getByLabel("VIN (optional)")).toBeVisible();
  await page.getByLabel("Vehicle Type").selectOption({ label: "Boats" });
  await expect(page.getByLabel("HIN (optional)")).toBeVisible();

  await fillVehicleDetails(page);
  const field = page.getByLabel("VIN (optional)");
  await field.fill("1HGCM82633A004353");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("#identifier-error")).toHaveText(CHECK_DIGIT_MESSAGE);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(CHECK_DIGIT_MESSAGE.replace(/[()]/g, "\\$&")));

  await field.fill("1hgcm82633a004352");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.goto("/sell?step=1");
  await expect(page.getByLabel("VIN (optional)")).toHaveValue("1HGCM82633A004352");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the HIN field follows the chosen type and its message comes back with the form", async ({ page }) => {
    await signUp(page, `hin-${unique()}@example.com`);
    await page.goto("/sell");
    await page.getByLabel("Vehicle Type").selectOption({ label: "Boats" });
    await page.getByRole("button", { name: "Update choices" }).click();
    const field = page.getByLabel("HIN (optional)");
    await field.fill("SERV3817M405");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator("#identifier-error")).toContainText("A HIN has 12 characters");
    await expect(page.getByLabel("HIN (optional)")).toHaveValue("SERV3817M405");
  });
});
