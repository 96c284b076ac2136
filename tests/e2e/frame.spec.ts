import { expect, test } from "@playwright/test";

test.describe("page frame", () => {
  test("home renders seeded featured listings, premium first", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sports Vehicle");
    const cards = page.getByTestId("featured-listings").getByTestId("vehicle-card");
    await expect(cards).toHaveCount(4);
    // Showstopper listings exist in the demo data, so all four featured cards are Premium.
    for (const card of await cards.all()) await expect(card.getByText("Premium")).toBeVisible();
    await expect(cards.first().getByTestId("price")).toHaveText(/^\$[\d,]+$/);
    await expect(page.getByTestId("category-card")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Dirt Bikes" })).toHaveAttribute("href", "/buy?type=dirtbike");
  });

  test("highlights Home only on the home page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Buy a Ride" })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/research/does-not-exist-yet");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Research" })).toHaveAttribute("aria-current", "page");
  });

  test("unknown paths get the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
  });

  test("footer has the four columns and their links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const heading of ["Marketplace", "Support", "Company", "Follow Us"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Buy a Ride" })).toHaveAttribute("href", "/buy");
    await expect(footer.getByRole("link", { name: "Featured Listings" })).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: "Research" })).toHaveAttribute("href", "/research");
    // The issue that made the support and company links real pages changed the spec's placeholders.
    await expect(footer.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("Sign In goes to the login page when signed out", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).locator("..").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });

  test("/healthz answers 200 with the database up", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ database: "up" });
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("slide-out menu opens and closes after a choice, with JavaScript", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await page.getByLabel("Open menu").click();
    await expect(menu.getByRole("link", { name: "Research" })).toBeVisible();
    await menu.getByRole("link", { name: "Research" }).click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(menu.getByRole("link", { name: "Research" })).toBeHidden();
  });

  test("the results fit the screen: no sideways scrolling, every card as wide as the first", async ({ page }) => {
    await page.goto("/buy");
    const cards = page.getByTestId("vehicle-card");
    await expect(cards).toHaveCount(32);
    const widths = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("slide-out menu works and navigates", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByTestId("mobile-menu");
      await expect(menu.getByRole("link", { name: "Buy a Ride" })).toBeHidden();
      await page.getByLabel("Open menu").click();
      await menu.getByRole("link", { name: "Buy a Ride" }).click();
      await expect(page).toHaveURL(/\/buy$/);
      await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Buy a Ride" })).toBeHidden();
    });
  });
});
