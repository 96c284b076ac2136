import type { Route } from "./+types/vehicle";
import { getVehicleDetail } from "~/modules/listings/vehicle-detail.server";
import { jsonError, parseId, publicJson } from "~/utils/http.server";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) return jsonError("Vehicle not found", 404);
  const vehicle = await getVehicleDetail(id);
  return vehicle ? publicJson(vehicle, 30) : jsonError("Vehicle not found", 404);
}
