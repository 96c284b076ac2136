import type { Route } from "./+types/listing-status";
import { apiUser } from "~/edge/api-guard.server";
import { changeListingStatus, listingNotFound } from "~/modules/seller-listings/status-change.server";
import { appErrorResponse, orJsonAnswer } from "~/edge/app-error-answers.server";
import { isManagedStatus } from "~/modules/listings/status";
import { parseId } from "~/shared/ids";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

// PUT /api/listings/:listingId/status with {status: "sold" | "active"}.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return jsonError("Method not allowed", 405, { Allow: "PUT" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const listingId = parseId(params.listingId);
  if (!listingId) return appErrorResponse(listingNotFound());
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { body } = read;
  if (!isManagedStatus(body.status)) return jsonError("Status must be 'sold' or 'active'", 400);
  const status = body.status;
  return orJsonAnswer(async () => {
    await changeListingStatus(guarded.user.id, listingId, status);
    return privateJson({ id: listingId, status });
  });
}
