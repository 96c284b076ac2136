import type { Route } from "./+types/listings";
import { dealerApiMember } from "~/edge/dealer-guard.server";
import { privateJson } from "~/edge/json-answers.server";
import { dealerListings } from "~/modules/feeds/dealer-listings.server";

// GET /api/dealers/:slug/listings: the dealership's listings, with stock numbers and statuses, for any member.
export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await dealerApiMember(request, params.slug);
  if (guarded.response) return guarded.response;
  return privateJson({ listings: await dealerListings(guarded.membership.dealershipId) });
}
