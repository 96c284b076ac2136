// The numbers the page budgets speak of, taken from one Lighthouse result: scores, metrics,
// the transfer sizes Chromium saw, and the brotli sizes of the same responses.
import { brotliCompressSync } from "node:zlib";
import type { Result } from "lighthouse";

export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  jsTransfer: number;
  htmlTransfer: number;
  jsBrotli: number;
  htmlBrotli: number;
  cssBrotli: number;
  /** Every response of the page load, as transferred. */
  totalTransfer: number;
  imageTransfer: number;
  /** The LCP image, or the first listing photo requested when the LCP is text; 0 when there is neither. */
  firstPhotoTransfer: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const LISTING_PHOTO = /\/media\/.*-\d+\.webp$/;

function firstPhoto(lhr: Result, images: NetworkItem[]): NetworkItem | undefined {
  // The LCP element's request, as the audit that traces how it was discovered names it.
  const path = (lhr.audits["prioritize-lcp-image"]?.details as { debugData?: { initiatorPath?: { url: string }[] } } | undefined)?.debugData?.initiatorPath;
  const lcp = path?.[0] && images.find((i) => i.url === path[0]!.url);
  if (lcp) return lcp;
  return images.filter((i) => LISTING_PHOTO.test(new URL(i.url).pathname)).sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))[0];
}

const brotliSizes = new Map<string, number>();

/** Brotli size of a response body; fingerprinted assets never change, so they are measured once. */
async function brotliSize(url: string, headers: Record<string, string>): Promise<number> {
  const cached = brotliSizes.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
  const size = brotliCompressSync(body).length;
  if (new URL(url).pathname.startsWith("/assets/")) brotliSizes.set(url, size);
  return size;
}

export async function summarizeRun(lhr: Result, origin: string, cookie?: string): Promise<RunSummary> {
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => !i.url.startsWith("data:"));
  const of = (type: string) => items.filter((i) => i.resourceType === type);
  const sum = (list: NetworkItem[]) => list.reduce((t, i) => t + (i.transferSize ?? 0), 0);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const brotli = async (list: NetworkItem[]) => {
    let total = 0;
    for (const i of list) if (i.url.startsWith(origin)) total += await brotliSize(i.url, headers);
    return total;
  };
  const documents = of("Document").slice(0, 1);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    bestPractices: lhr.categories["best-practices"]?.score ?? 0,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    requests: items.length,
    jsTransfer: sum(of("Script")),
    htmlTransfer: sum(documents),
    jsBrotli: await brotli(of("Script")),
    htmlBrotli: await brotli(documents),
    cssBrotli: await brotli(of("Stylesheet")),
    totalTransfer: sum(items),
    imageTransfer: sum(of("Image")),
    firstPhotoTransfer: firstPhoto(lhr, of("Image"))?.transferSize ?? 0,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median of each number across runs (each column on its own). */
export function medianOf(runs: RunSummary[]): RunSummary {
  const keys = Object.keys(runs[0]!) as (keyof RunSummary)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunSummary;
}
