import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydrated";

/** Fills step 1 of a listing wizard with a 2021 Honda CRF450R, the dependent lists loading through the script. */
export async function fillVehicleDetails(page: Page) {
  // The dependent lists load through the script, so wait for it under a loaded machine.
  await hydrated(page);
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  await expect(page.getByLabel("Make")).toBeEnabled();
  await page.getByLabel("Make").selectOption({ label: "Honda" });
  await expect(page.getByLabel("Model")).toBeEnabled();
  await page.getByLabel("Model").selectOption({ label: "CRF450R" });
  await expect(page.getByLabel("Year")).toBeEnabled();
  await page.getByLabel("Year").selectOption("2021");
  await page.getByLabel("Condition").selectOption({ label: "Very Good" });
  await page.getByLabel("Mileage").fill("1500");
  await page.getByLabel("Zip Code").fill("90210");
}
