// JSON answers at the edge: errors as { error }, with no-store, and public cacheable bodies.
import type { AppError } from "~/utils/app-error";



export function jsonError(message: string, status: number, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Public, briefly cacheable JSON. */
export function publicJson(body: unknown, maxAge = 60) {
  return Response.json(body, { headers: { "Cache-Control": `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` } });
}

/** An expected failure as a JSON answer: its message and status, and Retry-After when it has one. */
export function appErrorResponse(error: AppError) {
  const retry = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return jsonError(error.message, error.status, retry);
}
