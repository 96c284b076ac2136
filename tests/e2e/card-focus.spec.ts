// Keyboard users see which card they are on (WCAG 2.4.7): the card's link covers it, so the
// card itself draws the focus ring.
import { expect, test } from "@playwright/test";

test("a vehicle card reached with Tab shows a visible focus ring, and loses it when focus moves on", async ({ page }) => {
  await page.goto("/buy");
  const card = page.getByTestId("vehicle-card").first();
  const link = card.getByRole("link").first();
  const ring = () => card.evaluate((el) => getComputedStyle(el).boxShadow);
  const unfocused = await ring();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  const focused = await ring();
  expect(focused).not.toBe(unfocused);
  // A 3 px ring in the brand shade (rgb(194, 65, 12)), not just the resting shadow.
  expect(focused).toMatch(/rgb\(194, 65, 12\)/);
  await page.keyboard.press("Tab");
  await expect(link).not.toBeFocused();
  expect(await ring()).not.toMatch(/rgb\(194, 65, 12\)/);
});
