import type { Route } from "./+types/vehicle-value-range";
import { getVehicleValueRange } from "~/modules/valuations/value-range.server";
import { parseId } from "~/shared/ids";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) return jsonError("Vehicle not found", 404);
  const range = await getVehicleValueRange(id);
  return range ? publicJson(range, 3600) : jsonError("No value data for this vehicle", 404);
}
