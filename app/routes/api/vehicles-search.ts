import type { Route } from "./+types/vehicles-search";
import { parseSearchParams } from "~/modules/search/filters";
import { searchListings } from "~/modules/search/search.server";
import { withinSearchBudget } from "~/modules/search/search-budget.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { appErrorResponse } from "~/edge/app-error-answers.server";
import { isAppError } from "~/utils/app-error";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchTurnContext, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.error, 400);
  try {
    return publicJson(await withinSearchBudget(request, parsed.filters, () => searchListings(parsed.filters), context.get(searchTurnContext)), 30);
  } catch (error) {
    if (isAppError(error, "search-input", "search-refused")) return appErrorResponse(error);
    throwIfDatabaseUnavailable(error);
    console.error(error);
    return jsonError("Failed to fetch vehicles", 500);
  }
}
