// The relay's JSON endpoints: the same module functions as the pages, their refusals as JSON
// ({ error, field }: the field is what the message is about, for the client's form).
import { jsonObjectOrRefusal } from "./json-body.server";
import { orJsonAnswer } from "./app-error-answers.server";
import { privateJson } from "./json-answers.server";
import type { Sent } from "~/modules/conversations/sending.server";

export const relayJson = privateJson;

/** The {message} of a JSON body, or the 400/413 answer. */
export async function readMessageBody(request: Request): Promise<{ message: unknown } | { response: Response }> {
  const read = await jsonObjectOrRefusal(request);
  return read.response ? { response: read.response } : { message: read.body.message };
}

/** The {reason} of a JSON body, or the 400/413 answer. */
export async function readReportBody(request: Request): Promise<{ reason: unknown } | { response: Response }> {
  const read = await jsonObjectOrRefusal(request);
  return read.response ? { response: read.response } : { reason: read.body.reason };
}

/** A sent message (201), or the relay's refusal. */
export function sentOrRefused(send: Promise<Sent>): Promise<Response> {
  return orJsonAnswer(async () => {
    const sent = await send;
    return relayJson({ conversationId: sent.conversationId, messageId: sent.messageId, flagged: sent.flagged }, 201);
  }, { withField: true });
}

/** A filed report (201), or the relay's refusal. */
export function reportedOrRefused(report: Promise<void>): Promise<Response> {
  return orJsonAnswer(async () => {
    await report;
    return relayJson({ reported: true }, 201);
  }, { withField: true });
}
