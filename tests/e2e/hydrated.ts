import type { Page } from "@playwright/test";

/**
 * Resolves once the page has hydrated: the layout takes the bootstrap's list of fields changed
 * before hydration and leaves null behind. Pages work before that as plain HTML; a test of what
 * only the script adds (a lightbox, arrow keys) waits for it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__pendingInput === null);
}
