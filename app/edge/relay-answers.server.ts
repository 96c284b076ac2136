// The relay's JSON endpoints: the same module functions as the pages, their refusals as JSON
// ({ error, field }: the field is what the message is about, for the client's form).
import { orJsonAnswer } from "./app-error-answers.server";
import { privateJson } from "./json-answers.server";
import { signedInJsonPost } from "./json-post.server";
import type { CurrentUser } from "~/modules/accounts/current-user";
import type { Sent } from "~/modules/conversations/sending.server";

export const relayJson = privateJson;

/** What a relay post is about: the signed-in user, the id in its path and one field of its JSON body. */
export interface RelayPost {
  user: CurrentUser;
  id: number;
  value: unknown;
}

/**
 * The opening every relay POST shares: POST only (405), a signed-in user (401), an id in the
 * path (404 with `notFound`), a JSON object body (400/413), whose `field` is handed on.
 */
export function relayPost(request: Request, idParam: string | undefined, notFound: string, field: "message" | "reason", answer: (post: RelayPost) => Promise<Response>): Promise<Response> {
  return signedInJsonPost(request, idParam, notFound, ({ user, id, body }) => answer({ user, id, value: body[field] }));
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
