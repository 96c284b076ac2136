import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { reportSchema } from "~/modules/conversations/message-schema";

/** "Report this conversation": the reason, checked by the schema the action parses with; refusals beside it. */
export function ReportConversationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm("report-conversation", reportSchema, lastResult);
  const reason = fields.reason;
  const error = reason.errors?.[0];
  const hintId = `${reason.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <input type="hidden" name="intent" value="report" />
      <label htmlFor={reason.id} className="text-sm font-medium text-slate-700">Report this conversation</label>
      <textarea
        {...getTextareaProps(reason, { ariaAttributes: true })}
        key={reason.key}
        rows={2}
        aria-describedby={error ? reason.errorId : hintId}
        className={inputClass}
      />
      <p id={hintId} className="text-xs text-slate-600">Tell us what is wrong (a scam, harassment, spam). Our team reviews every report.</p>
      <FieldError id={reason.errorId} message={error} />
      <button type="submit" className="min-h-11 self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">Send report</button>
    </Form>
  );
}
