import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { inputClass } from "~/components/ui/field";
import {
  PAYMENT_FAILED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  paymentFailedToast,
  paymentSucceededToast,
  type PaymentView,
} from "~/modules/payments/payment-view";
import { labelClass, PayButton, PaymentAlert, PreparingPayment } from "./checkout-parts";

// Loaded only when a page shows a Stripe checkout (see PaymentStep): Stripe.js is fetched
// from Stripe when this module first runs, never on other pages.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface Props {
  payment: PaymentView;
  formError?: string | null;
  onSuccessUrl: (vehicleId: number) => string;
  successMessage?: string;
}

export default function StripeCardForm(props: Props) {
  if (!props.payment.publishableKey) return <PaymentAlert message="Card payments are not available right now." />;
  return (
    <Elements stripe={stripeFor(props.payment.publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

type ServerOutcome = { vehicleId: number } | { pending: true } | { error: string };

async function confirmOnServer(payment: PaymentView): Promise<ServerOutcome> {
  const response = await fetch("/api/confirm-payment", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ paymentIntentId: payment.providerPaymentId, packageId: payment.packageId }),
  });
  const body = (await response.json().catch(() => ({}))) as { vehicleId?: number; pending?: boolean; error?: string };
  if (response.ok && typeof body.vehicleId === "number") return { vehicleId: body.vehicleId };
  if (response.status === 202 || body.pending) return { pending: true };
  return { error: body.error || `${response.status}: ${response.statusText}` };
}

function CardForm({ payment, formError, onSuccessUrl, successMessage }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [cardReady, setCardReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(formError ?? null);
  const [name, setName] = useState("");

  if (!stripe || !elements) return <PreparingPayment />;

  const fail = (message: string | undefined) => {
    setError(message || PAYMENT_FAILED_MESSAGE);
    showToast(paymentFailedToast(message));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || processing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(
        payment.clientSecret,
        { payment_method: { card, billing_details: name ? { name } : {} }, return_url: `${window.location.origin}/payment-success` },
        { handleActions: true },
      );
      if (result.error) return fail(result.error.message);
      const outcome = await confirmOnServer(payment);
      if ("vehicleId" in outcome) {
        showToast({ ...paymentSucceededToast(payment.packageName), ...(successMessage ? { description: successMessage } : {}) });
        navigate(onSuccessUrl(outcome.vehicleId));
      } else if ("pending" in outcome) {
        // The return address settles it (and the webhook creates the listing meanwhile).
        window.location.assign(`/payment-success?payment_intent=${encodeURIComponent(payment.providerPaymentId)}`);
      } else {
        fail(outcome.error);
      }
    } catch (caught) {
      setError(PAYMENT_FAILED_MESSAGE);
      showToast({ title: "Payment Failed", description: (caught instanceof Error && caught.message) || UNEXPECTED_ERROR_MESSAGE, variant: "destructive" });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card payment">
      <div>
        <label htmlFor="card-name" className={labelClass}>Name on card</label>
        <input id="card-name" autoComplete="cc-name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
      </div>
      <div>
        <span className={labelClass}>Card details</span>
        <div className="rounded-md border border-slate-300 bg-white px-3 py-3 shadow-sm">
          <CardElement onReady={() => setCardReady(true)} options={{ style: { base: { fontSize: "16px" } } }} />
        </div>
        {cardReady ? null : <p className="mt-1 text-sm text-slate-500">Loading payment form...</p>}
      </div>
      <PaymentAlert message={error} />
      <PayButton amount={payment.amount} processing={processing} disabled={!cardReady} />
    </form>
  );
}
