import type { Route } from "./+types/create-payment-intent";
import { choosePackage } from "~/modules/payments/choose-package.server";
import { paymentEndpoint, paymentIntentAnswer } from "~/edge/payment-answers.server";
import { bodyId } from "~/modules/payments/posted-ids";
import { startPayment } from "~/modules/payments/start-payment.server";
import { jsonError } from "~/edge/json-answers.server";
import { clientAddressOf } from "~/modules/security/client-address.server";

// Body {amount, packageId, packageName}: only packageId is read. The amount charged is
// always the package's price in the database, for the listing saved in the user's draft.
export async function action({ request }: Route.ActionArgs) {
  return paymentEndpoint(request, async (userId, body) => {
    if (body.packageId !== undefined && body.packageId !== null) {
      const packageId = bodyId(body.packageId);
      if (!packageId) return jsonError("Package is required", 400);
      await choosePackage(userId, packageId);
    }
    const payment = await startPayment(userId, clientAddressOf(request));
    return paymentIntentAnswer(payment);
  });
}
