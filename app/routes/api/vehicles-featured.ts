import { getFeaturedVehicles } from "~/modules/public-listings/featured.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { throwIfDatabaseUnavailable } from "~/utils/database-errors";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";
import type { Route } from "./+types/vehicles-featured";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader() {
  try {
    return publicJson(await getFeaturedVehicles());
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    console.error(error);
    return jsonError("Failed to fetch featured vehicles", 500);
  }
}
