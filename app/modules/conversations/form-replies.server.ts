// How the relay's page actions answer: a failed send re-renders the form with the error next
// to the field (or above it) and the typed text kept.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { messageSchema } from "./message-schema";
import type { RelayFailure } from "./relay.server";

export function parseMessageForm(form: FormData) {
  return parseWithZod(form, { schema: messageSchema });
}

export function refusedSend(submission: ReturnType<typeof parseMessageForm>, failure: RelayFailure) {
  const result = failure.field ? submission.reply({ fieldErrors: { message: [failure.error] } }) : submission.reply({ formErrors: [failure.error] });
  return data(
    { result, sent: false as const },
    { status: failure.status, headers: failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined },
  );
}
