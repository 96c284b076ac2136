// JSON answers at the edge: errors as { error }, with no-store, and public cacheable bodies.
// An AppError's JSON answer is appErrorResponse (app-error-answers.server.ts).

export function jsonError(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Private JSON of the signed-in user's own records: never kept by a cache. */
export function privateJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** Public, briefly cacheable JSON. */
export function publicJson(body: unknown, maxAge = 60) {
  return Response.json(body, { headers: { "Cache-Control": `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` } });
}
