import type { Route } from "./+types/listings";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { noStore, paymentEndpoint } from "~/edge/payment-answers.server";
import { bodyPaymentId } from "~/modules/payments/posted-ids";
import { jsonError } from "~/edge/json-answers.server";

// The wizard posts its payload here after paying. A listing exists only through a
// payment: it is created from the snapshot the payment was taken for (the payload's
// own fields are not re-read), once, and a retry answers with the same vehicle.
export async function action({ request }: Route.ActionArgs) {
  return paymentEndpoint(request, async (userId, body) => {
    const paymentIntentId = bodyPaymentId(body.paymentIntentId);
    if (!paymentIntentId) return jsonError("Payment required", 402);
    const result = await confirmPayment(userId, paymentIntentId);
    if ("vehicleId" in result) return Response.json({ vehicle: { id: result.vehicleId } }, { headers: noStore });
    if ("pending" in result) return Response.json({ pending: true }, { status: 202, headers: noStore });
    return jsonError("Payment required", 402);
  });
}
