// Hostile values in the URL of public pages, through the production server and a real
// browser: the server's HTML never carries the injected markup as markup (React escapes it,
// and the data React Router streams into the page escapes `<`), no script runs and no
// dialog opens, before or after hydration.
import { expect, test, type Page } from "@playwright/test";

const PAYLOADS = [
  "<script>window.__pwned=1;alert(1)</script>",
  '"><img src=x onerror="window.__pwned=1;alert(1)">',
  "'><svg onload=\"window.__pwned=1;alert(1)\">",
  "</script><script>window.__pwned=1</script>",
  "javascript:window.__pwned=1",
];

const PAGES: { name: string; url: (payload: string) => string; status?: number }[] = [
  { name: "/buy keyword", url: (p) => `/buy?keyword=${encodeURIComponent(p)}` },
  { name: "/buy make, model and zip", url: (p) => `/buy?${new URLSearchParams({ make: p, model: p, zipCode: p, sortBy: p })}` },
  { name: "/research", url: (p) => `/research?${new URLSearchParams({ q: p, page: p })}` },
  { name: "/research/:slug", url: (p) => `/research/${encodeURIComponent(p)}`, status: 404 },
  { name: "/login redirect", url: (p) => `/login?${new URLSearchParams({ redirect: p, tab: p })}` },
  { name: "/vehicles/:id", url: (p) => `/vehicles/${encodeURIComponent(p)}`, status: 404 },
  { name: "an unknown path", url: (p) => `/no-such-page/${encodeURIComponent(p)}`, status: 404 },
];

async function visit(page: Page, url: string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  return { response: response!, dialogs };
}

for (const target of PAGES) {
  test.describe(`hostile input in ${target.name}`, () => {
    for (const payload of PAYLOADS) {
      test(`is shown as text: ${payload.slice(0, 40)}`, async ({ page }) => {
        const { response, dialogs } = await visit(page, target.url(payload));
        expect(response.status()).toBeLessThan(500);
        if (target.status) expect(response.status()).toBe(target.status);
        const html = await response.text();
        // The payload's tags never appear as tags in the server's HTML.
        for (const tag of ["<script>window.__pwned", "<img src=x", "<svg onload"]) expect(html).not.toContain(tag);
        expect(html).not.toMatch(/href="javascript:/i);
        expect(dialogs).toEqual([]);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
      });
    }
  });
}

test("a hostile sign-in redirect falls back to a page of this site", async ({ page }) => {
  for (const redirect of ["javascript:alert(1)", "//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    await page.goto(`/login?${new URLSearchParams({ redirect })}`);
    const value = await page.locator('input[name="redirect"]').first().inputValue();
    expect(value).toMatch(/^\/(?![/\\])/);
  }
});
