import type { AppError } from "./app-error";

const MAX_ID = 2_147_483_647;

/** A positive database id from a route parameter, or null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

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
