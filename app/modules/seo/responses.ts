/** The plain 404 of the SEO resources (a sitemap, a preview card) that do not exist. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
