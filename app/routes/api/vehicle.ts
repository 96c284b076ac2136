import type { Route } from "./+types/vehicle";
import { apiUser } from "~/edge/api-guard.server";
import { getOptionalUser } from "~/edge/current-user.server";
import { deleteOwnVehicle, vehicleRefusal } from "~/modules/seller-listings/manage.server";
import { appErrorResponse, orJsonAnswer } from "~/edge/app-error-answers.server";
import { getVehicleDetail, loadVehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { loadEditableListing, updateListing } from "~/modules/seller-listings/edit-listing.server";
import { isAppError } from "~/utils/app-error";
import { listingValuesFromJson } from "~/modules/seller-listings/listing-json.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";
import { parseId } from "~/shared/ids";
import { isStaffRole } from "~/modules/staff/roles";
import { isHeldStatus } from "~/modules/listings/status";
import { clientAddressOf } from "~/modules/security/client-address.server";
import { jsonError, publicJson } from "~/edge/json-answers.server";
import { replicaReadsMiddleware } from "~/edge/middleware/replica-reads.server";

// Public data only: read from a replica when one is in service (decision 26).
export const middleware: Route.MiddlewareFunction[] = [replicaReadsMiddleware];

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) return jsonError("Vehicle not found", 404);
  const viewer = await getOptionalUser(request);
  const loaded = await loadVehicleDetail(id, viewer ? { id: viewer.id, staff: isStaffRole(viewer.role) } : null);
  if (!loaded) return jsonError("Vehicle not found", 404);
  const vehicle = loaded.detail;
  // The owner's answer carries the whole identifier: never kept by a shared cache.
  // A held listing's answer is only for its owner and staff: never kept by a shared cache either.
  return loaded.viewerManages || isHeldStatus(vehicle.status) ? Response.json(vehicle, { headers: { "Cache-Control": "private, no-store" } }) : publicJson(vehicle, 30);
}

export async function action({ request, params }: Route.ActionArgs) {
  switch (request.method) {
    case "DELETE":
      return removeVehicle(request, params.id);
    case "PUT":
      return editVehicle(request, params.id);
    default:
      return jsonError("Method not allowed", 405, { Allow: "PUT, DELETE" });
  }
}

async function removeVehicle(request: Request, idParam: string | undefined) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(idParam);
  if (!id) return jsonError("Vehicle not found", 404);
  return orJsonAnswer(async () => {
    await deleteOwnVehicle(guarded.user.id, id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}

async function editVehicle(request: Request, idParam: string | undefined) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(idParam);
  if (!id) return jsonError("Vehicle not found", 404);
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { body } = read;
  try {
    const loaded = (await loadEditableListing(guarded.user.id, id)) ?? undefined;
    const result = await updateListing(guarded.user.id, id, listingValuesFromJson(body, loaded), { loaded, clientAddress: clientAddressOf(request) });
    if ("errors" in result) return Response.json({ error: Object.values(result.errors)[0], errors: result.errors }, { status: 400, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isAppError(error, "not-editable")) throw error;
    return appErrorResponse(await vehicleRefusal(guarded.user.id, id));
  }
  return Response.json(await getVehicleDetail(id, { id: guarded.user.id, staff: false }), { headers: { "Cache-Control": "no-store" } });
}
