import type { Route } from "./+types/payment-success";
import { requireUser } from "~/modules/accounts/current-user.server";
import { confirmPayment } from "~/modules/payments/confirm-payment.server";
import { isPaymentError } from "~/modules/payments/errors";
import { paymentFailedToast, paymentSucceededToast } from "~/modules/payments/payment-view";
import { bodyPaymentId } from "~/modules/payments/responses.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

// The card provider's return address after a redirect (e.g. 3-D Secure). The payment is
// confirmed with the provider for the signed-in user; the page itself never renders.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const paymentIntentId = bodyPaymentId(new URL(request.url).searchParams.get("payment_intent"));
  const back = "/sell?step=5";
  if (!paymentIntentId) return redirectWithToast(back, paymentFailedToast("We could not find that payment."));
  try {
    const result = await confirmPayment(user.id, paymentIntentId);
    if ("vehicleId" in result) return redirectWithToast(`/sell?step=6&vehicle=${result.vehicleId}`, paymentSucceededToast(result.packageName));
    if ("pending" in result) {
      return redirectWithToast(back, {
        title: "Payment Processing",
        description: "Your payment is still processing. Your listing goes live as soon as it completes.",
      });
    }
    return redirectWithToast(back, paymentFailedToast(result.failed));
  } catch (error) {
    if (isPaymentError(error)) return redirectWithToast(back, paymentFailedToast(error.message));
    throw error;
  }
}
