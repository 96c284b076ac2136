import type { Route } from "./+types/payment-success";
import { requireUser } from "~/edge/current-user.server";
import { confirmPayment, renewedVehicleOf, upgradedVehicleOf } from "~/modules/payments/confirm-payment.server";
import { RENEWED_PATH, renewPath } from "~/modules/listing-lifecycle/renewal-offer";
import { EDIT_DONE_PATH, PAYMENT_STEP, editStepPath, sellStepPath, sellSuccessPath } from "~/modules/listing-wizard/steps";
import { isPaymentError } from "~/modules/payments/errors";
import { paymentFailedToast, paymentSucceededToast } from "~/modules/payments/payment-view";
import { bodyPaymentId } from "~/modules/payments/posted-ids";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { renewedMessage } from "~/modules/listing-lifecycle/renew.server";

// The card provider's return address after a redirect (e.g. 3-D Secure). The payment is
// confirmed with the provider for the signed-in user; the page itself never renders.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const paymentIntentId = bodyPaymentId(new URL(request.url).searchParams.get("payment_intent"));
  if (!paymentIntentId) return redirectWithToast(sellStepPath(PAYMENT_STEP), paymentFailedToast("We could not find that payment."));
  const [upgraded, renewed] = await Promise.all([upgradedVehicleOf(user.id, paymentIntentId), renewedVehicleOf(user.id, paymentIntentId)]);
  const back = upgraded ? editStepPath(upgraded, PAYMENT_STEP) : renewed ? renewPath(renewed) : sellStepPath(PAYMENT_STEP);
  try {
    const result = await confirmPayment(user.id, paymentIntentId);
    if ("vehicleId" in result) {
      const done = result.upgrade ? EDIT_DONE_PATH : result.renewal ? RENEWED_PATH : sellSuccessPath(result.vehicleId);
      const succeeded = paymentSucceededToast(result.packageName);
      if (result.renewal) succeeded.description = await renewedMessage(user.id, result.vehicleId, result.packageName);
      return redirectWithToast(done, succeeded);
    }
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
