import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { useHydrated } from "~/components/listing-form/use-hydrated";
import { LISTING_REPORT_REASONS, LISTING_REPORT_TEXT, listingReportSchema, REPORT_DETAILS_MAX } from "~/modules/reports/listing-report-rules";
import { loginPath } from "~/shared/redirects";

interface Answer {
  result?: SubmissionResult<string[]> | null;
  reported?: boolean;
}

interface Props {
  vehicleId: number;
  formId: string;
  /** The action's answer when the form posted as a page (no JavaScript). */
  lastResult?: SubmissionResult<string[]> | null;
  /**
   * Send in place (useFetcher) and show the thanks where the form was. Without JavaScript the
   * form still posts to /vehicles/:id/report, which answers as a page.
   */
  inPlace?: boolean;
}

/** The report form: a reason (radio buttons, in the product's order) and details, checked by the server's schema. */
export function ReportListingForm({ vehicleId, formId, lastResult, inPlace }: Props) {
  const fetcher = useFetcher<Answer>({ key: `report-${formId}` });
  const hydrated = useHydrated();
  const answer = inPlace ? fetcher.data : undefined;
  const [form, fields] = useSchemaForm(formId, listingReportSchema, inPlace ? answer?.result : lastResult);
  if (answer?.reported) {
    return <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900" data-testid="report-sent">{LISTING_REPORT_TEXT.reported}</p>;
  }
  const FormComponent = inPlace ? fetcher.Form : Form;
  const reasonError = fields.reason.errors?.[0];
  const detailsError = fields.details.errors?.[0];
  const hintId = `${fields.details.id}-hint`;
  const sending = inPlace && fetcher.state !== "idle";
  return (
    <FormComponent method="post" action={`/vehicles/${vehicleId}/report`} {...getFormProps(form)} className="flex flex-col gap-4">
      {inPlace && hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {form.errors?.length ? <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
      <fieldset aria-describedby={reasonError ? fields.reason.errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Why are you reporting this listing?</legend>
        <div className="flex flex-col gap-1" key={fields.reason.key}>
          {LISTING_REPORT_REASONS.map((reason) => (
            <label key={reason.value} className="flex min-h-11 items-center gap-3 rounded-md px-2 text-base text-slate-800 hover:bg-slate-50">
              <input
                type="radio"
                name={fields.reason.name}
                value={reason.value}
                defaultChecked={fields.reason.initialValue === reason.value}
                required
                aria-invalid={reasonError ? true : undefined}
                className="h-5 w-5 accent-brand-700"
              />
              {reason.label}
            </label>
          ))}
        </div>
        <FieldError id={fields.reason.errorId} message={reasonError} />
      </fieldset>
      <div>
        <label htmlFor={fields.details.id} className="mb-1 block text-sm font-medium text-slate-700">Details</label>
        <textarea
          {...getTextareaProps(fields.details, { ariaAttributes: true })}
          key={fields.details.key}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          aria-describedby={[detailsError ? fields.details.errorId : null, hintId].filter(Boolean).join(" ")}
          className={`${inputClass} resize-y text-base`}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">Optional, except for Other. What did you see? Our team reviews every report.</p>
        <FieldError id={fields.details.errorId} message={detailsError} />
      </div>
      <button type="submit" disabled={sending} className="min-h-11 self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
        {sending ? "Sending..." : "Send report"}
      </button>
    </FormComponent>
  );
}

/**
 * "Report this listing" on the vehicle page: for a signed-in buyer, a disclosure holding the form
 * (it opens without JavaScript too); for a visitor, the way to sign in and come back to the form.
 */
export function ReportListing({ vehicleId, signedIn }: { vehicleId: number; signedIn: boolean }) {
  const page = `/vehicles/${vehicleId}/report`;
  return (
    <section aria-label="Report this listing" className="border-t border-slate-200 pt-4" data-testid="report-listing">
      {signedIn ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-slate-700 underline">Report this listing</summary>
          <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
            <ReportListingForm vehicleId={vehicleId} formId={`report-${vehicleId}`} inPlace />
          </div>
        </details>
      ) : (
        <Link to={loginPath(page)} className="inline-flex min-h-11 items-center text-sm font-medium text-slate-700 underline">Report this listing</Link>
      )}
    </section>
  );
}
