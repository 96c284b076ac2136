import type { Route } from "./+types/listing-renew";
import { RENEWAL_REFUSALS, renewalTarget } from "~/modules/listing-lifecycle/renew.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { noStore, paymentEndpoint, paymentIntentAnswer } from "~/edge/payment-answers.server";
import { bodyId } from "~/modules/payments/posted-ids";
import { startRenewalPayment } from "~/modules/payments/start-payment.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// POST /api/listings/:id/renew with {packageId}: starts (or resumes) the owner's payment for
// renewing the listing with that package, answered as /api/create-payment-intent answers. The
// renewal applies when the payment completes (confirm-payment, the webhook), exactly once.
export async function action({ request, params }: Route.ActionArgs) {
  return paymentEndpoint(request, (userId, body) =>
    orJsonAnswer(
      async () => {
        const listingId = parseId(params.id);
        if (!listingId) return jsonError("Listing not found", 404);
        const target = await renewalTarget(userId, { listingId });
        const packageId = bodyId(body.packageId);
        if (!packageId) return Response.json({ error: "Package is required", field: "packageId" }, { status: 400, headers: noStore });
        return paymentIntentAnswer(await startRenewalPayment(userId, target, packageId));
      },
      { codes: RENEWAL_REFUSALS },
    ),
  );
}
