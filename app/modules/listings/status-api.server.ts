// The JSON answers of a seller's status change, shared by PATCH /api/listings/:id and the
// older PUT /api/listings/:listingId/status: one place turns the moves of manage.server.ts
// into 200, 403, 404 or 409.
import { jsonError } from "~/edge/json-answers.server";
import { listingOwnerId, refusalStatus, setListingStatus } from "./manage.server";
import type { SettableStatus } from "./status";

const REFUSALS = {
  403: "Forbidden",
  404: "Listing not found",
  409: "This listing's status cannot be changed that way; an expired listing needs a renewal",
} as const;

export const listingNotFound = () => jsonError(REFUSALS[404], 404);

export async function changeStatusAnswer(userId: number, listingId: number, status: SettableStatus): Promise<Response> {
  if (await setListingStatus(userId, listingId, status)) {
    return Response.json({ id: listingId, status }, { headers: { "Cache-Control": "no-store" } });
  }
  const refusal = refusalStatus(await listingOwnerId(listingId), userId);
  return jsonError(REFUSALS[refusal], refusal);
}
