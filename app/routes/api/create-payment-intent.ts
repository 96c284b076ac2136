import type { Route } from "./+types/create-payment-intent";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { choosePackage } from "~/modules/payments/choose-package.server";
import { bodyId, noStore, paymentErrorResponse } from "~/modules/payments/responses.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { jsonError } from "~/utils/http.server";
import { readJsonObject } from "~/utils/json-body.server";

// Body {amount, packageId, packageName}: only packageId is read. The amount charged is
// always the package's price in the database, for the listing saved in the user's draft.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405);
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  try {
    const body = await readJsonObject(request);
    if (body.packageId !== undefined && body.packageId !== null) {
      const packageId = bodyId(body.packageId);
      if (!packageId) return jsonError("Package is required", 400);
      await choosePackage(guarded.user.id, packageId);
    }
    const payment = await startPayment(guarded.user.id);
    return Response.json(
      {
        clientSecret: payment.clientSecret,
        paymentIntentId: payment.providerPaymentId,
        amount: payment.amount,
        provider: payment.provider,
        packageName: payment.packageName,
        ...(payment.publishableKey ? { publishableKey: payment.publishableKey } : {}),
      },
      { headers: noStore },
    );
  } catch (error) {
    return paymentErrorResponse(error);
  }
}
