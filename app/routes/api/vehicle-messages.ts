import type { Route } from "./+types/vehicle-messages";
import { apiUser } from "~/edge/api-guard.server";
import { messageAboutVehicle } from "~/modules/conversations/sending.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { readMessageBody, sentOrRefused } from "~/edge/relay-answers.server";
import { isEmailVerified } from "~/modules/accounts/email-verification.server";
import { clientIp } from "~/modules/security/client-address.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// POST /api/vehicles/:id/messages with {message}: a buyer writes to the seller (opens the
// conversation the first time).
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const vehicleId = parseId(params.id);
  if (!vehicleId) return jsonError(RELAY_ERRORS.vehicleNotFound, 404);
  const body = await readMessageBody(request);
  if ("response" in body) return body.response;
  return sentOrRefused(
    messageAboutVehicle({
      buyerId: guarded.user.id,
      vehicleId,
      message: body.message,
      address: clientIp(request),
      emailVerified: await isEmailVerified(guarded.user.id),
    }),
  );
}
