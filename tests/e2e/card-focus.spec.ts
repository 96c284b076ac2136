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
  // A 3 px ring in the brand shade (rgb(194, 65, 12)) past a 2 px gap, not just the resting shadow; the card
  // animates its shadow, so the ring is read once it has settled.
  await expect.poll(ring).toMatch(/rgb\(194, 65, 12\) 0px 0px 0px 5px/);
  expect(await ring()).not.toBe(unfocused);
  await page.keyboard.press("Tab");
  await expect(link).not.toBeFocused();
  await expect.poll(ring).not.toMatch(/194, 65, 12/);
});
