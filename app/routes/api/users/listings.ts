import type { Route } from "./+types/listings";
import { apiSelf } from "~/edge/api-guard.server";
import { listMyListings } from "~/modules/seller-listings/manage.server";
import { isManagedStatus } from "~/modules/listings/status";
import { jsonError } from "~/edge/json-answers.server";

// GET /api/users/:id/vehicles/active and /sold: the signed-in seller's own listings.
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isManagedStatus(params.status)) return jsonError("Not found", 404);
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  return Response.json(await listMyListings(guarded.user.id, params.status), { headers: { "Cache-Control": "no-store" } });
}
