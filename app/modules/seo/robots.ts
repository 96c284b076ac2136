// /robots.txt: crawlers may read every public page; signed-in areas, forms that change things,
// one-time links and the JSON API stay out of their way.

/** Paths no crawler needs: each is private, a form, a one-time link or JSON. */
export const DISALLOWED_PATHS = [
  "/account",
  "/sell",
  "/messages",
  // The dealer pages (private); not /dealers, the public directory and storefronts.
  "/dealer/",
  "/api/",
  "/logout",
  "/payment-success",
  "/reset-password",
  "/verify-email",
  "/newsletter/confirm",
  "/unsubscribe/",
  "/vehicles/*/edit",
  "/vehicles/*/renew",
  "/vehicles/*/contact",
  // The view mark for a visitor's recently viewed list (decision 56): nothing for a crawler.
  "/vehicles/*/viewed",
  "/recently-viewed",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
