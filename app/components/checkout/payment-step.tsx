import { lazy, Suspense, useEffect, useState } from "react";
import type { PaymentView } from "~/modules/payments/payment-view";
import { PreparingPayment } from "./checkout-parts";
import { LocalCardForm } from "./local-card-form";

// Stripe Elements and Stripe.js load only on a Stripe checkout, after hydration.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

export interface PaymentStepProps {
  payment: PaymentView;
  formError?: string | null;
  onSuccessUrl: (vehicleId: number) => string;
  /** What the success message says, when not that the package has been activated. */
  successMessage?: string;
}

const TRUST_STATEMENTS = ["256-bit SSL encryption", "PCI DSS compliant", "Fraud protection", "Secure tokenization"] as const;

/** Step 5 of the sell wizard: order summary, card form and trust statements. */
export function PaymentStep({ payment, formError, onSuccessUrl, successMessage }: PaymentStepProps) {
  return (
    <section aria-labelledby="checkout-heading" className="mx-auto grid max-w-xl gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="checkout-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <LockIcon />
        Secure Checkout
      </h2>
      {payment.provider === "local" ? (
        <p className="-mt-4 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900" data-testid="checkout-test-mode">
          Test mode
        </p>
      ) : null}
      <OrderSummary payment={payment} />
      {payment.provider === "local" ? (
        <LocalCardForm payment={payment} formError={formError} />
      ) : (
        <StripeCheckout payment={payment} formError={formError} onSuccessUrl={onSuccessUrl} successMessage={successMessage} />
      )}
      <ul className="grid grid-cols-2 gap-2 text-sm text-slate-600" aria-label="Payment security">
        {TRUST_STATEMENTS.map((statement) => (
          <li key={statement} className="flex items-center gap-2">
            <CheckIcon />
            {statement}
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-slate-500">
        Questions? Contact{" "}
        <a href={`mailto:${payment.supportEmail}`} className="font-medium text-brand-700 hover:underline">
          {payment.supportEmail}
        </a>
      </p>
    </section>
  );
}

function OrderSummary({ payment }: { payment: PaymentView }) {
  return (
    <div className="rounded-md bg-slate-50 p-4">
      <h3 className="mb-3 font-semibold text-slate-900">Order Summary</h3>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{payment.packageName} Package</dt>
          <dd className="font-medium">${payment.amount}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Duration</dt>
          <dd>{payment.durationDays} days</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Processing fee</dt>
          <dd>$0.00</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>${payment.amount}</dd>
        </div>
      </dl>
    </div>
  );
}

function StripeCheckout(props: PaymentStepProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !props.payment.clientSecret) return <PreparingPayment />;
  return (
    <Suspense fallback={<PreparingPayment />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}

const LockIcon = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="text-brand-600">
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

const CheckIcon = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="shrink-0 text-green-600">
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
