import { expect, test, type Page } from "@playwright/test";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";

const titles = (page: Page) => page.getByTestId("results").getByRole("heading", { level: 3 }).allTextContents();

async function expectTitles(page: Page, expected: string[]) {
  await expect.poll(async () => (await page.getByTestId("results").count()) ? titles(page) : []).toEqual(expected);
}

test.describe("buy page with JavaScript", () => {
  test("every filter narrows the results to the right vehicles", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await expectTitles(page, ["2022 Airstream Bambi", "2019 Boston Whaler 170 Montauk", "2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await expect(page.getByTestId("result-range")).toHaveText("Showing 1–4 of 4 results");

    await page.getByLabel("Vehicle Type").selectOption("dirtbike");
    await expect(page).toHaveURL(/type=dirtbike/);
    await expectTitles(page, ["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await expect(page.getByTestId("spec-block")).toContainText("Motorcycle Specifications");

    await page.getByLabel("Make").selectOption("Honda");
    await expect(page).toHaveURL(/make=Honda/);
    await expectTitles(page, ["2021 Honda CRF450R"]);
    await page.getByLabel("Model").selectOption("CRF450R");
    await expect(page).toHaveURL(/model=CRF450R/);
    await expectTitles(page, ["2021 Honda CRF450R"]);

    // Changing type clears make and model.
    await page.getByLabel("Vehicle Type").selectOption("boat");
    await expect(page).toHaveURL(/type=boat/);
    await expect(page).not.toHaveURL(/make=/);
    await expectTitles(page, ["2019 Boston Whaler 170 Montauk"]);
    await page.getByLabel("Include Sold Listings").check();
    // A sold listing's title tells screen readers so, beside the card's visible Sold mark.
    await expectTitles(page, ["2016 Sea Ray SPX 190 (sold)", "2019 Boston Whaler 170 Montauk"]);
    await expect(page.getByTestId("vehicle-card").filter({ hasText: "Sea Ray" }).getByTestId("sold-mark")).toBeVisible();
    await page.getByLabel("Boat Type").selectOption("bowrider");
    await expectTitles(page, ["2016 Sea Ray SPX 190 (sold)"]);
  });

  test("ranges, radius and nearest sort", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await page.getByLabel("Min year").fill("2019");
    await expectTitles(page, ["2022 Airstream Bambi", "2019 Boston Whaler 170 Montauk", "2021 Honda CRF450R"]);
    await page.getByLabel("Max price ($)").fill("30000");
    await expectTitles(page, ["2019 Boston Whaler 170 Montauk", "2021 Honda CRF450R"]);
    await page.getByLabel("Min year").fill("");
    await page.getByLabel("Max price ($)").fill("");
    await page.getByLabel("Max miles").fill("2000");
    await expectTitles(page, ["2021 Honda CRF450R"]);
    await page.getByLabel("Max miles").fill("");

    await page.getByLabel("Zip Code").fill("99501");
    await page.getByLabel("Radius").selectOption("25");
    await expect(page).toHaveURL(/radius=25/);
    // With a zip code and no sort chosen, nearest comes first.
    await expectTitles(page, ["2021 Honda CRF450R", "2018 Yamaha YZ250F"]);
    await expect(page.getByLabel("Sort By").locator("option:checked")).toHaveText("Nearest First");
    await page.getByLabel("Radius").selectOption("");
    await expect(page).not.toHaveURL(/radius=/);
    // Anchorage 99501, then 99503 (about 3 miles), Wasilla 99654, Fairbanks 99709.
    await expectTitles(page, ["2021 Honda CRF450R", "2018 Yamaha YZ250F", "2019 Boston Whaler 170 Montauk", "2022 Airstream Bambi"]);
    const distances = await page.getByTestId("results").getByTestId("distance").allTextContents();
    expect(distances[0]).toBe("0 miles away");
    const miles = distances.map((d) => Number(d.replace(/[^\d]/g, "")));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[3]).toBeGreaterThan(250);

    await page.getByLabel("Sort By").selectOption("newest");
    await expect(page).toHaveURL(/sortBy=newest/);
    await expectTitles(page, ["2022 Airstream Bambi", "2019 Boston Whaler 170 Montauk", "2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
  });

  test("the zip rule: no search until five digits, unknown zip shown at the field", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await page.getByLabel("Zip Code").fill("995");
    await page.waitForTimeout(900);
    await expect(page).not.toHaveURL(/zipCode/);
    await page.getByLabel("Zip Code").fill("00000");
    await expect(page).toHaveURL(/zipCode=00000/);
    await expect(page.getByText("Please enter a valid zip code")).toHaveCount(1);
    await expect(page.getByText("Please enter a valid zip code")).toBeVisible();
    await expect(page.getByLabel("Zip Code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Failed to load vehicles. Please try again later.")).toHaveCount(0);
  });

  test("URL round trip and the back button restore the exact results", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await page.getByLabel("Vehicle Type").selectOption("dirtbike");
    await expectTitles(page, ["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await page.getByLabel("Sort By").selectOption("price_high");
    await expectTitles(page, ["2021 Honda CRF450R", "2018 Yamaha YZ250F"]);
    const url = page.url();
    await page.goBack();
    await expect(page).not.toHaveURL(/sortBy/);
    await expectTitles(page, ["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await expect(page.getByLabel("Vehicle Type")).toHaveValue("dirtbike");
    await page.goBack();
    await expect(page.getByLabel("Vehicle Type")).toHaveValue("");
    await expectTitles(page, ["2022 Airstream Bambi", "2019 Boston Whaler 170 Montauk", "2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(url);
    await expectTitles(page, ["2021 Honda CRF450R", "2018 Yamaha YZ250F"]);
    // The same URL opened fresh gives the same page.
    await page.goto(url);
    await expectTitles(page, ["2021 Honda CRF450R", "2018 Yamaha YZ250F"]);
    await expect(page.getByLabel("Sort By")).toHaveValue("price_high");
  });

  test("Clear and Clear Filters reset the search", async ({ page }) => {
    await page.goto("/buy");
    await expect(page.getByTestId("clear-filters")).toHaveCount(0);
    await page.goto(`/buy?keyword=${E2E_KEYWORD}&type=sandrail`);
    await expect(page.getByText("No vehicles found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search filters or browse all vehicles.")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/buy\?sortBy=newest$/);
    await expect(page.getByTestId("results").getByTestId("vehicle-card")).toHaveCount(32);
    await page.getByTestId("clear-filters").click();
    await expect(page).toHaveURL(/\/buy$/);
  });

  test("pagination: 32 per page, window of five, disabled ends", async ({ page }) => {
    await page.goto("/buy");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    await expect(nav.locator("span[aria-disabled=true]", { hasText: "Previous" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^\d+$/ })).toHaveText(["1", "2", "3", "4", "5"]);
    const range = await page.getByTestId("result-range").textContent();
    const total = Number(range!.match(/of ([\d,]+) results/)![1]!.replace(/,/g, ""));
    const last = Math.ceil(total / 32);
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("result-range")).toHaveText(`Showing 33–64 of ${total.toLocaleString("en-US")} results`);
    await page.goto(`/buy?page=${last}`);
    await expect(nav.locator("span[aria-disabled=true]", { hasText: "Next" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^\d+$/ }).last()).toHaveText(String(last));
    await expect(nav.getByRole("link", { name: String(last) })).toHaveAttribute("aria-current", "page");
    await page.goto(`/buy?page=6`);
    await expect(nav.getByRole("link", { name: /^\d+$/ })).toHaveText(["4", "5", "6", "7", "8"]);
  });

  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 800 }]) {
    test(`at ${viewport.width} px, the pagination stays put when a visitor jumps to it`, async ({ page }) => {
      // Anything laid out only once it comes into view would move the links under the pointer.
      await page.setViewportSize(viewport);
      await page.goto("/buy");
      const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
      const tops = await next.evaluate(async (link) => {
        link.scrollIntoView({ block: "end" });
        const seen: number[] = [];
        for (let frame = 0; frame < 12; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          seen.push(Math.round(link.getBoundingClientRect().top));
        }
        return seen;
      });
      expect(new Set(tops).size, `Next's top edge frame by frame: ${tops.join(", ")}`).toBe(1);
    });
  }

  test("cards follow the spec's rendering rules", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}&zipCode=99501&includeSoldListings=true`);
    const card = (title: string) => page.getByTestId("vehicle-card").filter({ hasText: title });
    const crf = card("2021 Honda CRF450R");
    await expect(crf.getByTestId("price")).toHaveText("$7,250");
    await expect(crf.getByTestId("mileage")).toHaveText("1,234 miles");
    await expect(crf.getByTestId("distance")).toHaveText("0 miles away");
    await expect(crf.getByText("Very Good")).toBeVisible();
    await expect(crf.getByText("Popular")).toBeVisible();
    const whaler = card("2019 Boston Whaler 170 Montauk");
    await expect(whaler.getByTestId("price")).toHaveText("$29,000");
    await expect(whaler.getByTestId("mileage")).toHaveCount(0);
    await expect(whaler.getByText("Premium")).toBeVisible();
    await expect(card("2018 Yamaha YZ250F").getByText("Featured")).toBeVisible();
    // No photos: the type's own picture (a dirt bike's), not the ATV's.
    await expect(card("2018 Yamaha YZ250F").locator("img")).toHaveAttribute("src", "/categories/dirtbike-800.webp");
    await crf.getByRole("link").click();
    await expect(page).toHaveURL(/\/vehicles\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2021 Honda CRF450R");
  });
});

test.describe("buy page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form searches, and make follows type after a submit", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await page.getByLabel("Vehicle Type").selectOption("dirtbike");
    await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expect(page).toHaveURL(/type=dirtbike/);
    await expectTitles(page, ["2018 Yamaha YZ250F", "2021 Honda CRF450R"]);
    await expect(page.getByLabel("Make")).toBeEnabled();
    await page.getByLabel("Make").selectOption("Honda");
    await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expectTitles(page, ["2021 Honda CRF450R"]);
    // A new type drops the old type's make (Honda makes no boats; Yamaha does: WaveRunners).
    await page.getByLabel("Vehicle Type").selectOption("boat");
    await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expect(page).not.toHaveURL(/make=/);
    await expectTitles(page, ["2019 Boston Whaler 170 Montauk"]);
  });

  test("an unknown zip shows the message at the field", async ({ page }) => {
    await page.goto(`/buy?keyword=${E2E_KEYWORD}`);
    await page.getByLabel("Zip Code").fill("00000");
    await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expect(page.locator("#f-zipCode-error")).toHaveText("Please enter a valid zip code");
  });

  test("pagination links work", async ({ page }) => {
    await page.goto("/buy");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("result-range")).toContainText("Showing 33–64");
  });
});
