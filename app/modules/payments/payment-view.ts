// What the browser sees of a payment. Shared by the server and the checkout component.

export type PaymentProviderName = "stripe" | "local";

export interface PaymentView {
  paymentId: number;
  provider: PaymentProviderName;
  providerPaymentId: string;
  clientSecret: string;
  publishableKey?: string;
  /** Dollars with cents, e.g. "99.00". Always the package's price from the database. */
  amount: string;
  packageId: number;
  packageName: string;
  packageSlug: string;
  durationDays: number;
  supportEmail: string;
}

export const PAYMENT_FAILED_MESSAGE = "Payment failed. Please try again.";
const PAYMENT_FAILED_TOAST_FALLBACK = "Please check your card details and try again.";
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred.";

export const paymentSucceededToast = (packageName: string) => ({
  title: "Payment Successful!",
  description: `Your ${packageName} package has been activated.`,
});

export const paymentFailedToast = (message?: string | null) => ({
  title: "Payment Failed",
  description: message || PAYMENT_FAILED_TOAST_FALLBACK,
  variant: "destructive" as const,
});

/** The built-in provider's test cards, as the checkout note lists them. */
export const LOCAL_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "has insufficient funds" },
] as const;

/** The names of the built-in provider's card form fields. */
export const LOCAL_CARD_FIELDS = {
  name: "cardName",
  number: "cardNumber",
  expiry: "cardExpiry",
  cvc: "cardCvc",
} as const;
