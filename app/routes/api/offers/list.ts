import type { Route } from "./+types/list";
import { apiUser } from "~/edge/api-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { isOfferRole, listOffers } from "~/modules/offers/offer-views.server";

// GET /api/offers?role=buyer|seller: the offers the user made, or received on the listings they
// (or their dealership) sell.
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const role = new URL(request.url).searchParams.get("role") ?? "buyer";
  if (!isOfferRole(role)) return jsonError("role must be buyer or seller", 400);
  return privateJson({ offers: await listOffers(guarded.user.id, role) });
}
