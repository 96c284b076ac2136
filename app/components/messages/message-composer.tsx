import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/components/listing-form/use-hydrated";
import { EMPTY_MESSAGE_TEXT, MESSAGE_MAX, QUICK_REPLIES } from "~/modules/conversations/message-rules";

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

/** The errors and kept text of the server's answer ("" holds errors about the whole form). */
function readAnswer(result: SubmissionResult<string[]> | null | undefined) {
  const initial = result?.initialValue as Record<string, unknown> | null | undefined;
  return {
    field: result?.error?.message?.[0],
    form: result?.error?.[""]?.[0],
    text: typeof initial?.message === "string" ? initial.message : undefined,
  };
}

/**
 * The relay's message form: a labelled textarea with its error, optional quick replies, Send.
 * The browser checks only what the server would refuse at once (an empty message; the length is
 * capped by maxLength); everything else is the server's answer, shown beside the field.
 */
export function MessageComposer({ id, action, label, submitLabel = "Send", defaultMessage = "", lastResult, quickReplies, inPlace, disabled }: Props) {
  const fetcher = useFetcher<FetcherAnswer>({ key: `composer-${id}` });
  const hydrated = useHydrated();
  const answer = inPlace ? fetcher.data : undefined;
  const server = readAnswer(inPlace ? answer?.result : lastResult);
  // The browser's own check since the server's last answer: null until it has run.
  const [check, setCheck] = useState<{ error?: string } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const sending = inPlace ? fetcher.state !== "idle" : false;

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    setCheck(null);
  }, [answer, lastResult]);

  // After a send in place, start the next message from an empty field.
  const lastSent = useRef<unknown>(null);
  useEffect(() => {
    if (answer?.sent && lastSent.current !== answer) {
      lastSent.current = answer;
      if (textarea.current) textarea.current.value = "";
    }
  }, [answer]);

  const emptyError = (value: string) => (value.trim() === "" ? EMPTY_MESSAGE_TEXT : undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const error = emptyError(textarea.current?.value ?? "");
    setCheck({ error });
    if (error) {
      event.preventDefault();
      textarea.current?.focus();
    }
  };

  const fieldError = check ? check.error : server.field;
  const formError = check ? undefined : server.form;
  const FormComponent = inPlace ? fetcher.Form : Form;
  const fieldId = `${id}-message`;
  const errorId = `${fieldId}-error`;
  return (
    <FormComponent method="post" action={action} id={id} noValidate={hydrated} onSubmit={onSubmit} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="send" />
      {inPlace && hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      {formError ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{formError}</p> : null}
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
        <textarea
          key={server.text === undefined ? "fresh" : `kept-${server.text}`}
          id={fieldId}
          name="message"
          ref={textarea}
          rows={4}
          required
          maxLength={MESSAGE_MAX}
          defaultValue={server.text ?? defaultMessage}
          disabled={disabled}
          onInput={(event) => {
            if (check || server.field) setCheck({ error: emptyError(event.currentTarget.value) });
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`${inputClass} min-h-24 resize-y text-base`}
        />
        <FieldError id={errorId} message={fieldError} />
      </div>
      {quickReplies && hydrated ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick replies">
          {QUICK_REPLIES.map((text) => (
            <button
              key={text}
              type="button"
              onClick={() => {
                if (textarea.current) {
                  textarea.current.value = text;
                  textarea.current.focus();
                }
                if (check || server.field) setCheck({});
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
