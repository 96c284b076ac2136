import { expect, test } from "@playwright/test";

test("research lists articles with dates and reading times that match their length", async ({ page }) => {
  await page.goto("/research");
  await expect(page.getByRole("heading", { name: "Research & Guides" })).toBeVisible();
  const cards = page.getByTestId("post-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first().getByText("Featured")).toBeVisible();
  await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const card = cards.filter({ hasText: "How to Inspect a Used Dirt Bike Before You Buy" });
  const shown = Number((await card.getByTestId("reading-time").textContent())!.replace(" min read", ""));
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Inspect a Used Dirt Bike Before You Buy");
  // The article body's word count divided by 200, rounded up.
  const body = await page.locator("article > div").innerText();
  const words = body.trim().split(/\s+/).length;
  expect(Math.abs(shown - Math.ceil(words / 200))).toBeLessThanOrEqual(1);
  await expect(page.getByRole("heading", { name: "The cold start" })).toBeVisible();
  await expect(page.getByText("Browse by Category")).toHaveCount(0);
});

test("an unknown article is a 404", async ({ page }) => {
  const response = await page.goto("/research/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
});

test("the category grid shows its fixed counts", async ({ page }) => {
  await page.goto("/research");
  await expect(page.getByText("Maintenance").first()).toBeVisible();
  await expect(page.getByText("32 articles")).toBeVisible();
  await expect(page.getByText("Stay Updated")).toBeVisible();
});
