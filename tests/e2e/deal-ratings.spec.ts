// Deal ratings as a buyer meets them on a phone: a badge on each rated card, the Best deals
// sort and the deal filter (with and without JavaScript), and the vehicle page's sentence.
import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./accessibility";
import { E2E_KEYWORD } from "./fixtures";
import { hydrated } from "./hydrated";

const PHONE = { width: 390, height: 844 };
const LABELS: Record<string, string> = { great: "Great deal", good: "Good deal", fair: "Fair price", high: "High price", over: "Overpriced" };

test.use({ viewport: PHONE });

test("a card shows its rating as text and its page says how far the price is from the typical value", async ({ page, request }) => {
  await page.goto(`/buy?keyword=${E2E_KEYWORD}&sortBy=best_deal`);
  await expect(page.getByLabel("Sort By")).toHaveValue("best_deal");
  const card = page.getByTestId("vehicle-card").filter({ hasText: "2021 Honda CRF450R" });
  const href = (await card.getByRole("link").getAttribute("href"))!;
  const vehicle = (await (await request.get(`/api${href}`)).json()) as { dealRating: string | null; daysOnMarket: number };
  expect(vehicle.dealRating).not.toBeNull();
  await expect(card.getByTestId("deal-badge")).toHaveText(LABELS[vehicle.dealRating!]!);
  await expectNoAccessibilityViolations(page);

  await card.getByRole("link").click();
  await expect(page).toHaveURL(href);
  await expect(page.getByTestId("deal-summary").getByTestId("deal-badge")).toHaveText(LABELS[vehicle.dealRating!]!);
  await expect(page.getByTestId("deal-sentence")).toHaveText(/^(\$[\d,]+ (below|above)|Close to) the typical retail value for a 2021 Honda CRF450R$/);
  await expect(page.getByTestId("days-on-market")).toHaveText(/^(Listed today|1 day on market|[\d,]+ days on market)$/);
  await expect(page.getByTestId("deal-sentence")).toBeInViewport();
  await expectNoAccessibilityViolations(page);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the deal filter narrows to good deals and better, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto(`/buy?keyword=${E2E_KEYWORD}#filters`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Deal Rating").selectOption({ label: "Good deals and better" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search Vehicles" }).click();
    await expect(page).toHaveURL(/[?&]deal=good\b/);
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link", { name: "Remove filter Good deals and better" })).toBeVisible();
    const badges = await page.getByTestId("results").getByTestId("deal-badge").allTextContents().catch(() => []);
    for (const badge of badges) expect(["Great deal", "Good deal"]).toContain(badge);
    await context.close();
  });
}
