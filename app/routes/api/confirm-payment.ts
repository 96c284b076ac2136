import type { Route } from "./+types/confirm-payment";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { bodyPaymentId, noStore, paymentErrorResponse } from "~/modules/payments/responses.server";
import { jsonError } from "~/utils/http.server";
import { readJsonObject } from "~/utils/json-body.server";

// Sent by the checkout after the card provider reports success. The provider is asked
// again here; the browser's word alone never creates a listing.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405);
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  try {
    const body = await readJsonObject(request);
    const paymentIntentId = bodyPaymentId(body.paymentIntentId);
    if (!paymentIntentId) return jsonError("paymentIntentId is required", 400);
    const result = await confirmPayment(guarded.user.id, paymentIntentId);
    if ("vehicleId" in result) return Response.json({ vehicleId: result.vehicleId }, { headers: noStore });
    if ("pending" in result) return Response.json({ pending: true }, { status: 202, headers: noStore });
    return jsonError(result.failed, 402);
  } catch (error) {
    return paymentErrorResponse(error);
  }
}
