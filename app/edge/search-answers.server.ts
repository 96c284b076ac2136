// Searches' failures as answers, through the edge's AppError answers: a refused search (over its
// address's budget, or past the ceiling) keeps its status, says when to try again and is kept by
// no cache; a database outage goes on to the root's 503; anything else is the route's own 500.
import { data } from "react-router";
import { isAppError, type AppError } from "~/utils/app-error";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { jsonError } from "./json-answers.server";
import { appErrorResponse, plainFormReply, throwPageAnswer } from "./app-error-answers.server";

const NO_STORE = { "Cache-Control": "no-store" };
const refusal = (error: unknown): error is AppError => isAppError(error, "search-refused", "server-busy");

/** For a page's loader: a refused search answered by the page's error boundary, with its status. */
export function throwSearchRefusal(error: unknown): never {
  if (refusal(error)) throwPageAnswer(error, NO_STORE);
  throwIfDatabaseUnavailable(error);
  throw error;
}

/**
 * For a page that shows a failed search's message in place of its results: the refusal's message
 * and status, else (an outage aside, which goes on) `failed` with a 500.
 */
export function searchFailureOnPage<T extends object>(error: unknown, page: T, failed: string) {
  if (refusal(error)) return plainFormReply(error, { ...page, error: error.message }, NO_STORE);
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
