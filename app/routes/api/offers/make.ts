import type { Route } from "./+types/make";
import { signedInJsonPost } from "~/edge/json-post.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { privateJson } from "~/edge/json-answers.server";
import { makeOffer } from "~/modules/offers/offers.server";
import { OFFER_TEXT } from "~/modules/offers/offer-rules";
import { clientIp } from "~/modules/security/client-address.server";

// POST /api/vehicles/:id/offers with {amount, message?}: the buyer's offer (201), in the buyer's
// conversation with the seller (started when there is none).
export function action({ request, params }: Route.ActionArgs) {
  return signedInJsonPost(request, params.id, OFFER_TEXT.vehicleNotFound, ({ user, id, body }) =>
    orJsonAnswer(async () => privateJson(await makeOffer({ buyerId: user.id, vehicleId: id, amount: body.amount, message: body.message, address: clientIp(request) }), 201), { withField: true }),
  );
}
