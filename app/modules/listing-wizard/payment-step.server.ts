import { redirect } from "react-router";
import { DraftIncompleteError, ProviderUnavailableError, type PaymentView } from "~/modules/payments/index.server";

/**
 * The payment step's checkout. An incomplete listing goes back to `incomplete`; a provider
 * that cannot be reached leaves the step showing that the payment is being prepared.
 */
export async function preparePayment(start: () => Promise<PaymentView>, incomplete: string): Promise<PaymentView | null> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof DraftIncompleteError) throw redirect(incomplete);
    if (error instanceof ProviderUnavailableError) {
      console.error("payment could not be prepared", error);
      return null;
    }
    throw error;
  }
}
