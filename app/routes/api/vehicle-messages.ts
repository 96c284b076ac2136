import type { Route } from "./+types/vehicle-messages";
import { messageAboutVehicle } from "~/modules/conversations/sending.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { relayPost, sentOrRefused } from "~/edge/relay-answers.server";
import { isEmailVerified } from "~/modules/accounts/email-verification.server";
import { clientIp } from "~/modules/security/client-address.server";

// POST /api/vehicles/:id/messages with {message}: a buyer writes to the seller (opens the
// conversation the first time).
export function action({ request, params }: Route.ActionArgs) {
  return relayPost(request, params.id, RELAY_ERRORS.vehicleNotFound, "message", async ({ user, id, value }) =>
    sentOrRefused(messageAboutVehicle({ buyerId: user.id, vehicleId: id, message: value, address: clientIp(request), emailVerified: await isEmailVerified(user.id) })),
  );
}
