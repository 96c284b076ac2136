import { expect, test, type Request } from "@playwright/test";
import { hydrated } from "./hydrated";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { fillVehicleDetails } from "./vehicle-details";

const isCatalogLookup = (r: Request) => /\/api\/(vehicle-makes|vehicle-models|model-years)\b/.test(new URL(r.url()).pathname);
const isAutosave = (r: Request) => r.method() === "POST" && new URLSearchParams(r.postData() ?? "").get("intent") === "autosave";

test.beforeEach(async ({ page }) => {
  await signUp(page, `choices-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await hydrated(page);
});

test("a new type empties the lists below it and fills the makes for that type", async ({ page }) => {
  const make = page.getByLabel("Make");
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  await expect(make).toBeEnabled();
  await make.selectOption({ label: "Honda" });
  await expect(page.getByLabel("Model")).toBeEnabled();
  await page.getByLabel("Model").selectOption({ label: "CRF450R" });
  await expect(page.getByLabel("Year")).toBeEnabled();

  await page.getByLabel("Vehicle Type").selectOption({ label: "Boats" });
  await expect(make.getByRole("option", { name: "Sea Ray" })).toBeAttached();
  await expect(make.getByRole("option", { name: "Honda" })).toHaveCount(0);
  await expect(make).toHaveValue("");
  await expect(page.getByLabel("Model")).toBeDisabled();
  await expect(page.getByLabel("Model")).toContainText("Select make first");
  await expect(page.getByLabel("Year")).toBeDisabled();
  await expect(page.getByLabel("Year")).toContainText("Select model first");

  // Back to the first type: its makes again, nothing chosen below it.
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  await expect(make.getByRole("option", { name: "Honda" })).toBeAttached();
  await expect(make.getByRole("option", { name: "Sea Ray" })).toHaveCount(0);
  await expect(make).toHaveValue("");
});

test("the lists loaded for the chosen vehicle are not fetched again after each autosave", async ({ page }) => {
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  await expect(page.getByLabel("Make")).toBeEnabled();
  await page.getByLabel("Make").selectOption({ label: "Honda" });
  await expect(page.getByLabel("Model")).toBeEnabled();

  const lookups: string[] = [];
  page.on("request", (r) => {
    if (isCatalogLookup(r)) lookups.push(new URL(r.url()).pathname);
  });
  const firstSave = page.waitForResponse((r) => isAutosave(r.request()));
  await page.getByLabel("Model").selectOption({ label: "CRF450R" });
  await expect(page.getByLabel("Year")).toBeEnabled();
  await firstSave;
  // A second save: by its answer the router has long finished what followed the first one.
  const secondSave = page.waitForResponse((r) => isAutosave(r.request()));
  await page.getByLabel("Mileage").fill("900");
  await secondSave;
  // Only the years of the model just chosen: nothing loaded again after a save.
  expect(lookups).toEqual(["/api/model-years"]);
  await expect(page.getByLabel("Year")).toBeEnabled();
});

test("a step shown after Next has its scripted controls from the start, never the plain-form ones", async ({ page }) => {
  await fillVehicleDetails(page);
  // Records every plain-form control ("Update choices", the photo Upload button) added from here on.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { plainControls: string[] }).plainControls = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const button of [node, ...node.querySelectorAll("button")]) {
            if (button.matches('button[value="refresh"], button[value="upload"]')) seen.push(button.textContent ?? "");
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole("button", { name: "Add Photos" })).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByLabel("Make")).toHaveValue(/\d+/);
  expect(await page.evaluate(() => (window as unknown as { plainControls: string[] }).plainControls)).toEqual([]);
});
