import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { waitForMail } from "./mailbox";
import { withE2eDb } from "./seller-db";

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

test("the category grid counts the published articles in the database, and each category lists its own", async ({ page }) => {
  const category = `Dune Guides ${Date.now()}`;
  const slug = `dune-guide-${Date.now()}`;
  const expected = await withE2eDb(async (db) => {
    await db.blogPost.create({ data: { slug, title: "Reading the Dunes", excerpt: "Where the sand is soft and where it drops away.", content: "Sand moves. ".repeat(50), category, published: true, publishedAt: new Date() } });
    // A draft is not counted.
    await db.blogPost.create({ data: { slug: `${slug}-draft`, title: "Draft", excerpt: "Not yet.", content: "Soon.", category, published: false } });
    const groups = await db.blogPost.groupBy({ by: ["category"], where: { published: true, category: { not: null } }, _count: { _all: true } });
    return groups.map((g) => [g.category!, g._count._all] as const);
  });
  try {
    await page.goto("/research");
    const counts = page.getByTestId("category-count");
    await expect(counts).toHaveCount(expected.length);
    for (const [name, count] of expected) {
      await expect(counts.filter({ hasText: name })).toContainText(count === 1 ? "1 article" : `${count} articles`);
    }
    await counts.filter({ hasText: category }).click();
    await expect(page).toHaveURL(/category=Dune/);
    await expect(page.getByRole("heading", { name: `Latest Articles: ${category}` })).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByTestId("post-card")).toContainText("Reading the Dunes");
    await expectNoAccessibilityViolations(page);
  } finally {
    await withE2eDb((db) => db.blogPost.deleteMany({ where: { slug: { startsWith: slug } } }));
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the newsletter ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("Subscribe mails a confirmation link; the address counts once the link's button is pressed", async ({ page }) => {
      const email = `reader-${Date.now()}-${javaScriptEnabled ? "js" : "plain"}@example.com`;
      await page.goto("/research");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByTestId("newsletter-sent")).toHaveText("Thanks! Check your inbox for a link to confirm your subscription.");
      expect(await withE2eDb((db) => db.newsletterSubscription.findUniqueOrThrow({ where: { email } }))).toMatchObject({ confirmedAt: null });

      const mail = await waitForMail(email, "Confirm your RideMarket newsletter subscription");
      const link = mail.links.find((l) => l.includes("/newsletter/confirm?token="))!;
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
      expect((await withE2eDb((db) => db.newsletterSubscription.findUniqueOrThrow({ where: { email } }))).confirmedAt).not.toBeNull();
    });
  });
}
