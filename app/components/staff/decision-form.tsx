import { Form, useNavigation } from "react-router";
import { inputClass, FieldError } from "~/components/ui/field";
import { REASON_MAX, type QueueFormAction } from "~/modules/moderation/decision-schema";

export interface DecisionRefusal {
  formKey: string;
  message: string;
}

interface Props {
  /** Unique on the page: "listing-12", "conversation-3". */
  formKey: string;
  ids: { listingId?: number | null; conversationId?: number | null; accountId?: number | null };
  actions: { action: QueueFormAction; label: string; danger?: boolean }[];
  refusal: DecisionRefusal | null;
}

const button = "rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

/** One item's decision: a reason, required, and a button per action. A plain POST: works without JavaScript. */
export function DecisionForm({ formKey, ids, actions, refusal }: Props) {
  const busy = useNavigation().state !== "idle";
  const reasonId = `${formKey}-reason`;
  const errorId = `${reasonId}-error`;
  const message = refusal?.formKey === formKey ? refusal.message : null;
  return (
    <Form method="post" className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4" aria-label={`Decision on ${formKey.replace("-", " ")}`}>
      {Object.entries(ids).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-700">Reason (sent to the seller or reporter)</label>
        <textarea
          id={reasonId}
          name="reason"
          required
          maxLength={REASON_MAX}
          rows={2}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={inputClass}
        />
        <FieldError id={errorId} message={message} />
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <button
            key={a.action}
            type="submit"
            name="action"
            value={a.action}
            disabled={busy}
            className={`${button} ${a.danger ? "bg-red-700 text-white hover:bg-red-800" : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"}`}
          >
            {a.label}
          </button>
        ))}
      </div>
    </Form>
  );
}
