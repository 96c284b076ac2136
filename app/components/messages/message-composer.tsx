import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/components/listing-form/use-hydrated";
import { MESSAGE_MAX, QUICK_REPLIES, messageSchema } from "~/modules/conversations/message-schema";

interface Props {
  id: string;
  action: string;
  label: string;
  submitLabel?: string;
  defaultMessage?: string;
  /** The action's answer to a failed send: the error beside the field, the typed text kept. */
  lastResult?: SubmissionResult<string[]> | null;
  quickReplies?: boolean;
  /**
   * Send in place (useFetcher) and clear the field after a successful send. Without
   * JavaScript the form still posts normally.
   */
  inPlace?: boolean;
  disabled?: boolean;
}

interface FetcherAnswer {
  result?: SubmissionResult<string[]> | null;
  sent?: boolean;
}

/** The relay's message form: a labelled textarea with its error, optional quick replies, Send. */
export function MessageComposer({ id, action, label, submitLabel = "Send", defaultMessage = "", lastResult, quickReplies, inPlace, disabled }: Props) {
  const fetcher = useFetcher<FetcherAnswer>({ key: `composer-${id}` });
  const hydrated = useHydrated();
  const answer = inPlace ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id,
    lastResult: (inPlace ? answer?.result : lastResult) ?? undefined,
    constraint: getZodConstraint(messageSchema),
    defaultValue: { message: defaultMessage },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const sending = inPlace ? fetcher.state !== "idle" : false;

  // After a send in place, start the next message from an empty field.
  const lastSent = useRef<unknown>(null);
  useEffect(() => {
    if (answer?.sent && lastSent.current !== answer) {
      lastSent.current = answer;
      form.reset();
    }
  }, [answer, form]);

  const FormComponent = inPlace ? fetcher.Form : Form;
  const errorId = `${fields.message.id}-error`;
  const props = getTextareaProps(fields.message, { ariaAttributes: true });
  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="send" />
      {inPlace && hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {form.errors?.length ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{form.errors[0]}</p> : null}
      <div>
        <label htmlFor={fields.message.id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
        <textarea
          {...props}
          key={props.key}
          ref={textarea}
          rows={4}
          maxLength={MESSAGE_MAX}
          disabled={disabled}
          aria-describedby={fields.message.errors?.length ? errorId : undefined}
          className={`${inputClass} min-h-24 resize-y text-base`}
        />
        <FieldError id={errorId} message={fields.message.errors?.[0]} />
      </div>
      {quickReplies && hydrated ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick replies">
          {QUICK_REPLIES.map((text) => (
            <button
              key={text}
              type="button"
              onClick={() => {
                form.update({ name: fields.message.name, value: text });
                textarea.current?.focus();
              }}
              className="min-h-11 rounded-full border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {text}
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={disabled || sending}
        className="min-h-11 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-slate-900 disabled:opacity-60"
      >
        {sending ? "Sending..." : submitLabel}
      </button>
    </FormComponent>
  );
}
