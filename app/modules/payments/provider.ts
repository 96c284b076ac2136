import type { PaymentProviderName } from "./payment-view";

export interface CreateIntentInput {
  paymentId: number;
  userId: number;
  packageId: number;
  amountCents: number;
  description: string;
  /** Derived from our payment row: a retried request never makes a second intent. */
  idempotencyKey: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
}

/** Where a payment stands at its provider. "incomplete" means no attempt has settled yet. */
export type ProviderStatus =
  | { state: "succeeded" }
  | { state: "processing" }
  | { state: "failed"; message: string }
  | { state: "incomplete"; message: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveStatus(providerPaymentId: string): Promise<ProviderStatus>;
}
