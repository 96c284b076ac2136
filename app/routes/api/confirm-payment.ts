import type { Route } from "./+types/confirm-payment";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { noStore, paymentEndpoint } from "~/edge/payment-answers.server";
import { bodyPaymentId } from "~/modules/payments/posted-ids";
import { jsonError } from "~/edge/json-answers.server";

// Sent by the checkout after the card provider reports success. The provider is asked
// again here; the browser's word alone never creates a listing.
export async function action({ request }: Route.ActionArgs) {
  return paymentEndpoint(request, async (userId, body) => {
    const paymentIntentId = bodyPaymentId(body.paymentIntentId);
    if (!paymentIntentId) return jsonError("paymentIntentId is required", 400);
    const result = await confirmPayment(userId, paymentIntentId);
    if ("vehicleId" in result) return Response.json({ vehicleId: result.vehicleId }, { headers: noStore });
    if ("pending" in result) return Response.json({ pending: true }, { status: 202, headers: noStore });
    return jsonError(result.failed, 402);
  });
}
