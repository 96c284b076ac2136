import type { Route } from "./+types/listing-stats";
import { apiUser } from "~/edge/api-guard.server";
import { ownListingStats } from "~/modules/seller-listings/listing-stats.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

const REFUSALS = { 403: "Forbidden", 404: "Listing not found" } as const;

// GET /api/listings/:id/stats: the owner's dashboard numbers for one listing.
export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const listingId = parseId(params.id);
  if (!listingId) return jsonError(REFUSALS[404], 404);
  const outcome = await ownListingStats(guarded.user.id, listingId);
  if (!outcome.ok) return jsonError(REFUSALS[outcome.status], outcome.status);
  return Response.json(outcome.stats, { headers: { "Cache-Control": "private, no-store" } });
}
