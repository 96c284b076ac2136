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
