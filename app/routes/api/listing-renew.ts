import type { Route } from "./+types/listing-renew";
import { renewalTarget } from "~/modules/listings/renew.server";
import { bodyId, noStore, paymentEndpoint, paymentIntentAnswer } from "~/modules/payments/responses.server";
import { startRenewalPayment } from "~/modules/payments/start-payment.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// POST /api/listings/:id/renew with {packageId}: starts (or resumes) the owner's payment for
// renewing the listing with that package, answered as /api/create-payment-intent answers. The
// renewal applies when the payment completes (confirm-payment, the webhook), exactly once.
export async function action({ request, params }: Route.ActionArgs) {
  return paymentEndpoint(request, async (userId, body) => {
    const listingId = parseId(params.id);
    if (!listingId) return jsonError("Listing not found", 404);
    const check = await renewalTarget(userId, { listingId });
    if (!check.ok) return jsonError(check.error, check.status);
    const packageId = bodyId(body.packageId);
    if (!packageId) return Response.json({ error: "Package is required", field: "packageId" }, { status: 400, headers: noStore });
    const payment = await startRenewalPayment(userId, check.target.vehicleId, packageId);
    return paymentIntentAnswer(payment);
  });
}
