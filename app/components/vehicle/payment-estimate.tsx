import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { APR_MAX, PAYMENT_DEFAULTS, paymentInputSchema, priceToCents, TERM_MONTHS_MAX, TERM_MONTHS_MIN } from "~/modules/payment-estimates/estimate";
import type { PaymentSection } from "~/modules/payment-estimates/estimate.server";
import { formatNumber } from "~/shared/format";

/** Whole cents as dollars and cents: 38666 -> "$386.66". */
function dollarsAndCents(cents: number): string {
  return `$${formatNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

interface Props {
  vehicleId: number;
  price: string;
  payment: PaymentSection;
}

/**
 * The payment estimate: a GET form whose numbers live in the URL (so it works without
 * JavaScript and can be shared), and the monthly payment, total cost, tax and fees it gives.
 */
export function PaymentEstimate({ vehicleId, price, payment }: Props) {
  const schema = paymentInputSchema(priceToCents(price) / 100);
  const { inputs, estimate, taxAndFees } = payment;
  const [form, fields] = useSchemaForm(`payment-${vehicleId}`, schema, payment.result, {
    down: String(inputs.down),
    termMonths: String(inputs.termMonths),
    apr: String(inputs.apr),
    state: inputs.state ?? "",
  });
  const page = `/vehicles/${vehicleId}`;
  const rows: [string, string, string][] = estimate
    ? [
        ["Amount financed", dollarsAndCents(estimate.financedCents), "payment-financed"],
        [taxAndFees ? `Sales tax (${taxAndFees.name}, ${Number(taxAndFees.ratePercent)}%)` : "Sales tax", dollarsAndCents(estimate.taxCents), "payment-tax"],
        ["Title and registration fees", dollarsAndCents(estimate.feesCents), "payment-fees"],
        [`Total cost (down payment + ${inputs.termMonths} payments)`, dollarsAndCents(estimate.totalCents), "payment-total"],
      ]
    : [];
  return (
    <section id="payment" aria-labelledby="payment-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="payment-estimate">
      <h2 id="payment-heading" className="text-lg font-semibold">Estimate your payment</h2>
      <Form method="get" action={`${page}#payment`} preventScrollReset {...getFormProps(form)} className="mt-4 grid grid-cols-2 gap-3">
        <NumberField meta={fields.down} label="Down payment ($)" step="1" min={0} inputMode="numeric" />
        <NumberField meta={fields.termMonths} label="Term (months)" step="1" min={TERM_MONTHS_MIN} max={TERM_MONTHS_MAX} inputMode="numeric" hint={`${TERM_MONTHS_MIN} to ${TERM_MONTHS_MAX}`} />
        <NumberField meta={fields.apr} label="APR (%)" step="0.01" min={0} max={APR_MAX} inputMode="decimal" hint={`0 to ${APR_MAX}`} />
        <div className="min-w-0">
          <label htmlFor={fields.state.id} className="mb-1 block text-sm font-medium text-slate-700">State</label>
          <select {...getSelectProps(fields.state)} key={fields.state.key} aria-describedby={fields.state.errors?.length ? fields.state.errorId : undefined} className={inputClass}>
            <option value="">No tax or fees</option>
            {payment.states.map((s) => (
              <option key={s.state} value={s.state}>{s.name}</option>
            ))}
          </select>
          <FieldError id={fields.state.errorId} message={fields.state.errors?.[0]} />
        </div>
        <div className="col-span-2 flex flex-wrap gap-3">
          <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            Update estimate
          </button>
          {payment.signedIn ? (
            // Posts the inputs as typed: saved, or (if a number is refused) back here with the message beside it.
            <button type="submit" formMethod="post" formAction={`${page}/payment-defaults`} className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              Save as my defaults
            </button>
          ) : null}
        </div>
      </Form>
      <div className="mt-4 rounded-lg bg-slate-50 p-4" aria-live="polite">
        {estimate ? (
          <>
            <p className="text-sm text-slate-600">Estimated monthly payment</p>
            <p className="text-2xl font-bold text-slate-900" data-testid="payment-monthly">{dollarsAndCents(estimate.monthlyCents)}<span className="text-base font-medium text-slate-600"> /month</span></p>
            <dl className="mt-3 grid gap-1 text-sm">
              {rows.map(([label, value, testId]) => (
                <div key={testId} className="flex justify-between gap-3">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900" data-testid={testId}>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="text-sm text-slate-700">Correct the highlighted fields to see the estimate.</p>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600" data-testid="payment-explanation">
        An estimate, not a loan offer: your lender sets the real rate and payment. Tax is the state
        sales tax rate on the price (local taxes and vehicle-specific state taxes are not included);
        fees are typical title and registration fees{taxAndFees ? ` (reference data as of ${taxAndFees.asOf})` : ""}.
        {payment.fromSavedDefaults
          ? " Starting from your saved defaults."
          : ` Starting from ${PAYMENT_DEFAULTS.downPercent}% down, ${PAYMENT_DEFAULTS.termMonths} months at ${PAYMENT_DEFAULTS.apr}% APR and the listing's state.`}
      </p>
    </section>
  );
}

interface NumberFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  step: string;
  min?: number;
  max?: number;
  inputMode: "numeric" | "decimal";
  hint?: string;
}

function NumberField({ meta, label, step, min, max, inputMode, hint }: NumberFieldProps) {
  const hintId = `${meta.id}-hint`;
  const props = getInputProps(meta, { type: "number", ariaAttributes: true });
  const describedBy = [meta.errors?.length ? meta.errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <input {...props} key={props.key} step={step} min={min ?? props.min} max={max ?? props.max} inputMode={inputMode} aria-describedby={describedBy || undefined} className={inputClass} />
      {hint ? <p id={hintId} className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={meta.errorId} message={meta.errors?.[0]} />
    </div>
  );
}
