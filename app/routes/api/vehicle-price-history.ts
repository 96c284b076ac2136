import type { Route } from "./+types/vehicle-price-history";
import { getPriceHistory } from "~/modules/seller-listings/price-history.server";
import { parseId } from "~/shared/ids";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const history = id ? await getPriceHistory(id) : null;
  return history ? publicJson(history, 30) : jsonError("Vehicle not found", 404);
}
