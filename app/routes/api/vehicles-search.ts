import type { Route } from "./+types/vehicles-search";
import { runSearch } from "~/modules/search/run-search.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { searchFailureJson } from "~/edge/search-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import { searchTurnContext, searchTurnMiddleware } from "~/edge/middleware/search-turn.server";

// Public data only: read from a replica when one is in service (decision 26). The whole request,
// search and render, runs in a turn at the search ceiling (decision 30).
export const middleware: Route.MiddlewareFunction[] = [searchTurnMiddleware, replicaReadsMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const run = await runSearch(new URL(request.url).searchParams, { request, turn: context.get(searchTurnContext) });
    return run.ok ? publicJson(run.result, 30) : jsonError(run.error, 400);
  } catch (error) {
    return searchFailureJson(error, "Failed to fetch vehicles");
  }
}
