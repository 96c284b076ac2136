import type { Route } from "./+types/listing-status";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { listingOwnerId, refusalStatus, setListingStatus } from "~/modules/listings/manage.server";
import { isManagedStatus } from "~/modules/listings/status";
import { jsonError, parseId } from "~/utils/http.server";
import { jsonObjectOrRefusal } from "~/utils/json-body.server";

const REFUSALS = { 403: "Forbidden", 404: "Listing not found", 409: "This listing's status cannot be changed" } as const;

// PUT /api/listings/:listingId/status with {status: "sold" | "active"}.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return jsonError("Method not allowed", 405, { Allow: "PUT" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const listingId = parseId(params.listingId);
  if (!listingId) return jsonError(REFUSALS[404], 404);
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { body } = read;
  if (!isManagedStatus(body.status)) return jsonError("Status must be 'sold' or 'active'", 400);
  if (await setListingStatus(guarded.user.id, listingId, body.status)) {
    return Response.json({ id: listingId, status: body.status }, { headers: { "Cache-Control": "no-store" } });
  }
  const status = refusalStatus(await listingOwnerId(listingId), guarded.user.id);
  return jsonError(REFUSALS[status], status);
}
