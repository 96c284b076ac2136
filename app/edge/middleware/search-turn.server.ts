// A search request holds its turn at the search ceiling for its whole length: the search's
// statements and the page or JSON made from them, since a page of 50 results costs more to
// render than to find. Routes that search put `searchTurnMiddleware` before their loaders; a
// request refused a turn still reaches its loader, which answers the refusal its own way (the
// /buy page's message, the API's JSON) without searching (decision 30).
import { createContext, type MiddlewareFunction } from "react-router";
import { isAppError } from "~/utils/app-error";
import { inSearchTurn, type HeldTurn } from "~/modules/search/search-budget.server";
import type { SearchCaller } from "~/modules/search/run-search.server";
import { wroteRecently } from "./replica-reads.server";

/** What the middleware got for this request: a turn it holds, or the refusal to answer. */
export const searchTurnContext = createContext<HeldTurn | null>(null);

const READ_METHODS = new Set(["GET", "HEAD"]);

export const searchTurnMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Posts to a search page (saving a search) search nothing.
  if (!READ_METHODS.has(request.method.toUpperCase())) return next();
  let started = false;
  try {
    return await inSearchTurn(() => {
      started = true;
      context.set(searchTurnContext, { held: true });
      return next();
    });
  } catch (error) {
    if (started || !isAppError(error, "search-refused")) throw error;
    context.set(searchTurnContext, { refused: error });
    return next();
  }
};

/** Who a request's search runs for: its turn at the ceiling, and whether it has just written (its results are then fresh). */
export const searchCallerOf = (request: Request, context: { get: (key: typeof searchTurnContext) => HeldTurn | null }): SearchCaller => ({
  request,
  turn: context.get(searchTurnContext),
  fresh: wroteRecently(request),
});
