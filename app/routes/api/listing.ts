import type { Route } from "./+types/listing";
import { apiUser } from "~/edge/api-guard.server";
import { changeListingStatus, listingNotFound } from "~/modules/seller-listings/status-change.server";
import { appErrorResponse, orJsonAnswer } from "~/edge/app-error-answers.server";
import { isSettableStatus } from "~/modules/listings/status";
import { parseId } from "~/shared/ids";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

// PATCH /api/listings/:id with {status: "active" | "pending" | "sold"}: the owner moves the
// listing (decision 21). Pending is "sale pending"; an expired listing is renewed, not set active.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return jsonError("Method not allowed", 405, { Allow: "PATCH" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const listingId = parseId(params.id);
  if (!listingId) return appErrorResponse(listingNotFound());
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { status } = read.body;
  if (!isSettableStatus(status)) {
    return Response.json({ error: "Status must be 'active', 'pending' or 'sold'", field: "status" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  return orJsonAnswer(async () => {
    await changeListingStatus(guarded.user.id, listingId, status);
    return privateJson({ id: listingId, status });
  });
}
