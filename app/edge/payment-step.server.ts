import { redirect } from "react-router";
import type { PaymentView } from "~/modules/payments/index.server";
import { isAppError } from "~/utils/app-error";

/**
 * The payment step's checkout. An incomplete listing goes back to `incomplete`; a provider
 * that cannot be reached leaves the step showing that the payment is being prepared.
 */
export async function preparePayment(start: () => Promise<PaymentView>, incomplete: string): Promise<PaymentView | null> {
  try {
    return await start();
  } catch (error) {
    if (isAppError(error, "draft-incomplete")) throw redirect(incomplete);
    if (isAppError(error, "provider-unavailable")) {
      console.error("payment could not be prepared", error);
      return null;
    }
    throw error;
  }
}
