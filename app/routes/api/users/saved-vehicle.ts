import type { Route } from "./+types/saved-vehicle";
import { apiSelf } from "~/edge/api-guard.server";
import { saveVehicle, unsaveVehicle } from "~/modules/public-listings/saved.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

const private_ = { "Cache-Control": "no-store" };

// POST saves, DELETE unsaves; both are idempotent.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return jsonError("Method not allowed", 405, { Allow: "POST, DELETE" });
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  const vehicleId = parseId(params.vehicleId);
  if (!vehicleId) return jsonError("Vehicle not found", 404);
  if (request.method === "DELETE") {
    await unsaveVehicle(guarded.user.id, vehicleId);
    return Response.json({ ok: true }, { headers: private_ });
  }
  return (await saveVehicle(guarded.user.id, vehicleId))
    ? Response.json({ ok: true }, { headers: private_ })
    : jsonError("Vehicle not found", 404);
}
