import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { OFFER_HOURS, OFFER_MESSAGE_MAX, offerSchema } from "~/modules/offers/offer-rules";
import { AmountField } from "./amount-field";

/** A buyer's offer: amount and an optional message, posted to the vehicle's offer page (works without JavaScript). */
export function MakeOfferForm({ vehicleId, lastResult, formId = "make-offer" }: { vehicleId: number; lastResult?: unknown; formId?: string }) {
  const [form, fields] = useSchemaForm(formId, offerSchema, lastResult ?? undefined);
  const messageErrorId = `${fields.message.id}-error`;
  return (
    <Form method="post" action={`/vehicles/${vehicleId}/offer`} {...getFormProps(form)} className="flex flex-col gap-4" data-testid="make-offer-form">
      <AmountField meta={fields.amount} label="Your offer" hint={`Whole dollars. The seller has ${OFFER_HOURS} hours to answer.`} />
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium text-slate-700">Message (optional)</label>
        <textarea {...getTextareaProps(fields.message, { ariaAttributes: true })} key={fields.message.key} rows={3} maxLength={OFFER_MESSAGE_MAX}
          aria-describedby={fields.message.errors?.length ? messageErrorId : undefined} className={inputClass} />
        <FieldError id={messageErrorId} message={fields.message.errors?.[0]} />
      </div>
      {form.errors?.length ? <p role="alert" className="text-sm text-red-700">{form.errors[0]}</p> : null}
      <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">Send offer</button>
    </Form>
  );
}
