// The answers of the resource routes that are not JSON: sitemaps (XML), preview cards (PNG), and
// their plain-text refusals.
import { CARD_CACHE_CONTROL } from "~/modules/seo/preview-card.server";
import { SITEMAP_CACHE_CONTROL } from "~/modules/seo/sitemap.server";

/** The plain 404 of the SEO resources (a sitemap, a preview card) that do not exist. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A resource refused for now (a preview card while drawings are queued): when to ask again. */
export function tryAgainLater(message: string, status: number, retryAfterSeconds = 5): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) },
  });
}

export function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL } });
}

export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length), "Cache-Control": CARD_CACHE_CONTROL },
  });
}
