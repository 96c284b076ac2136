import { apiUser } from "~/edge/api-guard.server";
import { jsonError } from "~/edge/json-answers.server";
import { appErrorResponse } from "~/edge/app-error-answers.server";
import { readJsonObject } from "~/edge/json-body.server";
import { isAppError } from "~/utils/app-error";
import { isPaymentError } from "~/modules/payments/errors";
import type { PaymentView } from "~/modules/payments/payment-view";

export const noStore = { "Cache-Control": "no-store" };

/** The JSON answer for a payment or body problem; anything else is rethrown (a 500). */
export function paymentErrorResponse(error: unknown): Response {
  if (isPaymentError(error) || isAppError(error, "unreadable-body")) return appErrorResponse(error);
  throw error;
}

/**
 * The frame of the payment endpoints: POST only, a signed-in same-site caller, a JSON
 * object body, and payment or body problems answered as JSON errors.
 */
export async function paymentEndpoint(request: Request, run: (userId: number, body: Record<string, unknown>) => Promise<Response>): Promise<Response> {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  try {
    return await run(guarded.user.id, await readJsonObject(request));
  } catch (error) {
    return paymentErrorResponse(error);
  }
}

/** The answer of an endpoint that starts a payment: what the browser's card step needs. */
export function paymentIntentAnswer(payment: PaymentView): Response {
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
}
