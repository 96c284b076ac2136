import type { Route } from "./+types/webhook";
import { paymentErrorResponse } from "~/edge/payment-answers.server";
import { handleStripeWebhook } from "~/modules/payments/webhook.server";
import { jsonError } from "~/edge/json-answers.server";
import { applyStripeSubscriptionEvent } from "~/modules/dealer-plans/stripe-events.server";

const MAX_BYTES = 512 * 1024;

// Called by Stripe, not by our pages: no session and no same-origin check. The signature
// over the exact raw body is the only credential, so the body is read as text.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BYTES) return jsonError("Request body is too large", 413);
  const rawBody = await request.text();
  if (rawBody.length > MAX_BYTES) return jsonError("Request body is too large", 413);
  try {
    const result = await handleStripeWebhook(rawBody, request.headers.get("Stripe-Signature"), applyStripeSubscriptionEvent);
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return paymentErrorResponse(error);
  }
}
