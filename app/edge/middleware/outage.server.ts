import type { MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable } from "~/utils/database-errors";
import { serviceUnavailable, wantsJson } from "../unavailable-response";

// React Router catches a loader's or action's error itself (rendering the error boundary,
// or a 500 for resource and .data requests) and reports it to entry.server's handleError
// before the middleware gets the response back. handleError marks the request's context,
// keyed by the one RouterContextProvider that the middleware and handleError both receive.
const outages = new WeakSet<object>();

/** From entry.server's handleError: remembers that this request failed because the database is away. */
export function noteDatabaseOutage(error: unknown, context: unknown) {
  if (context && typeof context === "object" && isDatabaseUnavailable(error)) outages.add(context);
}

/**
 * Answers 503 with Retry-After, never a 500 or a stack trace, when the database could not
 * be reached while serving the request: whether the error escaped to here or React Router
 * already turned it into an error response.
 */
export const outageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return serviceUnavailable(wantsJson(pathname, request.headers.get("Accept")));
  }
  if (response.status >= 500 && outages.has(context)) {
    return serviceUnavailable(wantsJson(pathname, request.headers.get("Accept"), response.headers.get("Content-Type")));
  }
  return response;
};
