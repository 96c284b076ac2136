import type { AppError } from "./app-error";
import { ID_DIGITS, isId } from "~/shared/ids";


/** A positive database id from a route parameter, or null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return isId(id) ? id : null;
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
