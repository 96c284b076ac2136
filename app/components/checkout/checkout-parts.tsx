// Pieces shared by the checkout and its lazily loaded Stripe card form.

export function PaymentAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid="payment-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}

export function PreparingPayment() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      <p className="font-medium">Preparing your payment...</p>
      <p className="text-sm">Loading payment form...</p>
    </div>
  );
}

export function PayButton({ amount, processing, disabled = false }: { amount: string; processing: boolean; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={processing || disabled}
      aria-busy={processing}
      className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {processing ? "Processing Payment..." : `Pay $${amount}`}
    </button>
  );
}

export const labelClass = "mb-1 block text-sm font-medium text-slate-700";
