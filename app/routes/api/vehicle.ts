import type { Route } from "./+types/vehicle";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { deleteVehicle, refusalStatus, vehicleOwnerId } from "~/modules/listings/manage.server";
import { getVehicleDetail } from "~/modules/listings/vehicle-detail.server";
import { jsonError, parseId, publicJson } from "~/utils/http.server";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) return jsonError("Vehicle not found", 404);
  const vehicle = await getVehicleDetail(id);
  return vehicle ? publicJson(vehicle, 30) : jsonError("Vehicle not found", 404);
}

export async function action({ request, params }: Route.ActionArgs) {
  switch (request.method) {
    case "DELETE":
      return removeVehicle(request, params.id);
    case "PUT":
      // Editing a listing over the API is not offered yet.
      return jsonError("Method not allowed", 405, { Allow: "DELETE" });
    default:
      return jsonError("Method not allowed", 405, { Allow: "DELETE" });
  }
}

async function removeVehicle(request: Request, idParam: string | undefined) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(idParam);
  if (!id) return jsonError("Vehicle not found", 404);
  if (await deleteVehicle(guarded.user.id, id)) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  // A vehicle the user owns can always be deleted, so a refusal is 403 or 404.
  const status = refusalStatus(await vehicleOwnerId(id), guarded.user.id);
  return jsonError(status === 403 ? "Forbidden" : "Vehicle not found", status === 403 ? 403 : 404);
}
