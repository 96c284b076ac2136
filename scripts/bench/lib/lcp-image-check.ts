// The image rules of the budget: the LCP image loads eagerly at high priority and matches its
// preload; every picture is AVIF or WebP (SVG for icons) with explicit dimensions.
import type { Result } from "lighthouse";

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replace(/&amp;/g, "&") ?? null;

function lcpSnippet(lhr: Result): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

export async function checkLcpImage(lhr: Result, url: string, cookie?: string): Promise<string[]> {
  const problems: string[] = [];
  const html = await (await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const images = html.match(/<img\b[^>]*>/gi) ?? [];
  for (const tag of images) {
    if (!attr(tag, "width") || !attr(tag, "height")) problems.push(`image without width/height: ${attr(tag, "src")}`);
  }
  const items = (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; mimeType?: string }[] } | undefined)?.items ?? [];
  for (const item of items) {
    if (item.resourceType === "Image" && !/^image\/(avif|webp|svg\+xml)$/.test(item.mimeType ?? "")) problems.push(`image not AVIF/WebP: ${item.url} (${item.mimeType})`);
  }
  const preloads = (html.match(/<link\b[^>]*rel="preload"[^>]*>/gi) ?? []).filter((l) => attr(l, "as") === "image");
  const snippet = lcpSnippet(lhr);
  if (!snippet?.startsWith("<img")) return problems;
  if (attr(snippet, "loading") === "lazy") problems.push("the LCP image is lazy");
  if (attr(snippet, "fetchpriority") !== "high") problems.push("the LCP image lacks fetchpriority=high");
  const lcpTag = images.find((tag) => attr(tag, "fetchpriority") === "high");
  const srcset = lcpTag ? attr(lcpTag, "srcset") : null;
  if (!srcset) problems.push("the LCP image has no srcset");
  else if (!preloads.some((l) => attr(l, "imagesrcset") === srcset && attr(l, "imagesizes") === attr(lcpTag!, "sizes"))) {
    problems.push("no image preload matches the LCP image's srcset and sizes");
  }
  return problems;
}
