import type { Route } from "./+types/vehicles-search";
import { parseSearchParams } from "~/modules/search/filters";
import { SearchInputError, searchListings } from "~/modules/search/search.server";
import { SearchRefused, withinSearchBudget } from "~/modules/search/search-budget.server";
import { jsonError, publicJson } from "~/utils/http.server";
import { throwIfDatabaseUnavailable } from "~/modules/outage/database-errors";

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(parsed.error, 400);
  try {
    return publicJson(await withinSearchBudget(request, parsed.filters, () => searchListings(parsed.filters)), 30);
  } catch (error) {
    if (error instanceof SearchInputError) return jsonError(error.message, 400);
    if (error instanceof SearchRefused) return jsonError(error.message, error.status, { "Retry-After": String(error.retryAfterSeconds) });
    throwIfDatabaseUnavailable(error);
    console.error(error);
    return jsonError("Failed to fetch vehicles", 500);
  }
}
