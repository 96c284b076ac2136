import type { Route } from "./+types/vehicles-search";
import { runSearch } from "~/modules/search/run-search.server";
import { understoodSearch } from "~/modules/search/understanding/understand.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { searchFailureJson } from "~/edge/search-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchCallerOf, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const params = new URL(request.url).searchParams;
    // With `understand`, the keyword is read as a search box's words are on /buy; `query` says the search they became.
    const understood = await understoodSearch(params);
    const run = await runSearch(understood ?? params, searchCallerOf(request, context));
    if (!run.ok) return jsonError(run.error, 400);
    return publicJson(understood ? { ...run.result, query: understood.toString() } : run.result, 30);
  } catch (error) {
    return searchFailureJson(error, "Failed to fetch vehicles");
  }
}
