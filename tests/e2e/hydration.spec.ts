// Hydration starts only after a page has loaded and painted: what a visitor does before it
// must not be lost once the page becomes interactive. Each test holds back the client entry
// script, acts on the server-rendered page, then lets hydration run.
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydrated";
import { giveListings } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

/** Holds the client entry back until the returned function is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("the page asks for its scripts only after its first contentful paint", async ({ page }) => {
  const html = await (await page.request.get("/research")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  await page.goto("/research");
  const timing = async () =>
    page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const scripts = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script");
      return fcp === undefined || scripts.length === 0 ? null : { fcp, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
    });
  await expect.poll(timing).not.toBeNull();
  const { fcp, firstScript } = (await timing())!;
  expect(firstScript).toBeGreaterThan(fcp);
});

test("a type chosen on /buy before hydration runs the search once the page hydrates", async ({ page }) => {
  const release = await holdHydration(page);
  await page.goto("/buy");
  await page.getByLabel("Vehicle Type").selectOption("dirtbike");
  await expect(page).not.toHaveURL(/type=dirtbike/);
  release();
  await expect(page).toHaveURL(/type=dirtbike/);
  await expect(page.getByTestId("spec-block")).toContainText("Motorcycle Specifications");
});

test("a keyword typed before hydration searches once the page hydrates", async ({ page }) => {
  const release = await holdHydration(page);
  await page.goto("/buy");
  await page.getByPlaceholder("Search for a Ride").fill("zebrastripe");
  release();
  await expect(page).toHaveURL(/keyword=zebrastripe/);
});

test("the wizard's dependent lists follow a type chosen before hydration", async ({ page }) => {
  await signUp(page, `early-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  const release = await holdHydration(page);
  await page.goto("/sell");
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  release();
  await expect(page.getByLabel("Make")).toBeEnabled();
  await expect(page.getByLabel("Make")).toContainText("Honda");
});

test("the caret a seller puts at the end of a description before hydration stays there", async ({ page }) => {
  const email = `caret-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const [id] = await giveListings(email, [{ type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 7250, zip: "83702", description: "Runs strong." }]);
  const release = await holdHydration(page);
  await page.goto(`/vehicles/${id}/edit?step=2`);
  const description = page.getByLabel("Description", { exact: true });
  await description.focus();
  await page.keyboard.press("ControlOrMeta+End");
  release();
  await hydrated(page);
  await page.keyboard.type(" New tyres.");
  await expect(description).toHaveValue("Runs strong. New tyres.");
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a menu opened before hydration stays open", async ({ page }) => {
    const release = await holdHydration(page);
    const entry = page.waitForResponse(/\/assets\/entry\.client-[^/]+\.js$/);
    await page.goto("/");
    await page.getByLabel("Open menu").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "Research" })).toBeVisible();
    release();
    await entry;
    // The typing headline only changes once React has hydrated and its timers run.
    const word = page.getByTestId("typing-word");
    const first = await word.textContent();
    await expect(word).not.toHaveText(first ?? "", { timeout: 10_000 });
    await expect(menu.getByRole("link", { name: "Research" })).toBeVisible();
    await menu.getByRole("link", { name: "Research" }).click();
    await expect(page).toHaveURL(/\/research$/);
  });
});

test("pages hydrate without errors, so nothing typed before hydration is rendered away", async ({ page }) => {
  // A hydration mismatch makes React render the page again from scratch, dropping what the
  // visitor changed in the meantime; the browser reports it as an error.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  const visit = async (path: string) => {
    await page.goto(path);
    // The layout hands pending input over (and clears the list) once the page has hydrated.
    await hydrated(page);
  };
  for (const path of ["/", "/buy", "/buy?keyword=nothingmatches&type=sandrail", "/vehicles/1", "/research", "/login"]) await visit(path);
  await signUp(page, `hydrate-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  for (const path of ["/sell", "/sell?step=2", "/account"]) await visit(path);
  expect(errors).toEqual([]);
});

test("a page of results that the form already shows searches nothing again when it hydrates", async ({ page }) => {
  // Clear Filters links to /buy?sortBy=newest: the form shows newest first as its empty choice.
  for (const path of ["/buy?sortBy=newest", "/buy?type=boat&sortBy=price_low", "/buy"]) {
    const searches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/buy.data")) searches.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(searches, path).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    page.removeAllListeners("request");
  }
});
