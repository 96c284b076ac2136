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

export interface RefundInput {
  providerPaymentId: string;
  amountCents: number;
  /** Derived from our payment row: asking again with the same key never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveStatus(providerPaymentId: string): Promise<ProviderStatus>;
  /** Gives the amount back to the card that paid; answers the provider's refund id. */
  refund(input: RefundInput): Promise<{ id: string }>;
}
