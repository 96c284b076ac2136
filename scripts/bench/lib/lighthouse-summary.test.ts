// The byte columns of `npm run bench:pages` and the first photo's budget, from a Lighthouse result.
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { summarizeRun } from "./lighthouse-summary";
import { PAGE_BUDGETS, checkBudget } from "./page-budgets";

const ORIGIN = "http://localhost:3000";
const request = (path: string, resourceType: string, transferSize: number, networkRequestTime: number) => ({ url: ORIGIN + path, resourceType, transferSize, networkRequestTime });

function lhr(items: ReturnType<typeof request>[], lcpUrl?: string): Result {
  return {
    categories: { performance: { score: 1 }, accessibility: { score: 1 }, "best-practices": { score: 1 } },
    audits: {
      "network-requests": { details: { items } },
      "prioritize-lcp-image": { details: lcpUrl ? { debugData: { initiatorPath: [{ url: ORIGIN + lcpUrl }, { url: ORIGIN + "/" }] } } : { items: [] } },
    },
  } as unknown as Result;
}

const items = [
  request("/categories/sprite-400.webp", "Image", 50_000, 1),
  request("/media/demo/boat-1-960.webp", "Image", 15_000, 3),
  request("/media/demo/rv-3-960.webp", "Image", 16_000, 2),
  request("/app.js", "Script", 100_000, 0),
];

describe("page bytes", () => {
  // Measured against another origin, so no body is fetched again for its brotli size.
  const summarize = (result: Result) => summarizeRun(result, "http://elsewhere");

  it("adds up every response and the images, and takes the LCP image as the first photo", async () => {
    const m = await summarize(lhr(items, "/media/demo/boat-1-960.webp"));
    expect([m.totalTransfer, m.imageTransfer, m.firstPhotoTransfer]).toEqual([181_000, 81_000, 15_000]);
  });

  it("takes the first listing photo requested when the LCP is text, and none when there is none", async () => {
    expect((await summarize(lhr(items))).firstPhotoTransfer).toBe(16_000);
    expect((await summarize(lhr(items.slice(0, 1)))).firstPhotoTransfer).toBe(0);
  });

  it("misses the budget when the first photo is over 100 KB", async () => {
    const budget = PAGE_BUDGETS.find((b) => b.page === "/vehicles/{id}")!;
    const heavy = await summarize(lhr([request("/media/photos/a-960.webp", "Image", 103_000, 1)], "/media/photos/a-960.webp"));
    expect(checkBudget(budget, heavy)).toContain("first photo 100.6 KB > 100 KB");
    const light = await summarize(lhr([request("/media/photos/a-960.webp", "Image", 102_000, 1)], "/media/photos/a-960.webp"));
    expect(checkBudget(budget, light).filter((m) => m.startsWith("first photo"))).toEqual([]);
  });
});
