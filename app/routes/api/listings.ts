import type { Route } from "./+types/listings";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { bodyPaymentId, noStore, paymentErrorResponse } from "~/modules/payments/responses.server";
import { jsonError } from "~/utils/http.server";
import { readJsonObject } from "~/utils/json-body.server";

// The wizard posts its payload here after paying. A listing exists only through a
// payment: it is created from the snapshot the payment was taken for (the payload's
// own fields are not re-read), once, and a retry answers with the same vehicle.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405);
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  try {
    const body = await readJsonObject(request);
    const paymentIntentId = bodyPaymentId(body.paymentIntentId);
    if (!paymentIntentId) return jsonError("Payment required", 402);
    const result = await confirmPayment(guarded.user.id, paymentIntentId);
    if ("vehicleId" in result) return Response.json({ vehicle: { id: result.vehicleId } }, { headers: noStore });
    if ("pending" in result) return Response.json({ pending: true }, { status: 202, headers: noStore });
    return jsonError("Payment required", 402);
  } catch (error) {
    return paymentErrorResponse(error);
  }
}
