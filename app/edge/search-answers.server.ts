// Searches' failures as answers: a refused search (over its address's budget, or past the
// ceiling) keeps its status and says when to try again; a database outage goes on to the root's
// 503; anything else is the route's own 500. The page answer is a small local stand-in for the
// edge's shared AppError-to-page helper, to be swapped for it.
import { data } from "react-router";
import { isAppError, type AppError } from "~/utils/app-error";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { jsonError } from "./json-answers.server";
import { appErrorResponse } from "./app-error-answers.server";

const refusal = (error: unknown): error is AppError => isAppError(error, "search-refused", "server-busy");

/** A refused search's headers: when to try again, and kept by no cache. */
export const refusalHeaders = (error: AppError) => ({ "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" });

/** For a page's loader: a refused search answered by the page's error boundary, with its status. */
export function throwSearchRefusal(error: unknown): never {
  if (refusal(error)) throw data(error.message, { status: error.status, headers: refusalHeaders(error) });
  throwIfDatabaseUnavailable(error);
  throw error;
}

/**
 * For a page that shows a failed search's message in place of its results: the refusal's message
 * and status, else (an outage aside, which goes on) `failed` with a 500.
 */
export function searchFailureOnPage<T extends object>(error: unknown, page: T, failed: string) {
  if (refusal(error)) return data({ ...page, error: error.message }, { status: error.status, headers: refusalHeaders(error) });
  throwIfDatabaseUnavailable(error);
  console.error("search failed", error);
  return data({ ...page, error: failed }, { status: 500 });
}

/** For a JSON endpoint: the refusal as JSON, else (an outage aside) `failed` with a 500. */
export function searchFailureJson(error: unknown, failed: string) {
  if (refusal(error)) return appErrorResponse(error);
  throwIfDatabaseUnavailable(error);
  console.error(error);
  return jsonError(failed, 500);
}
