// The relay's JSON endpoints: the same module functions as the pages, their refusals as JSON
// ({ error, field }: the field is what the message is about, for the client's form).
import { jsonObjectOrRefusal } from "./json-body.server";
import { orJsonAnswer } from "./app-error-answers.server";
import { jsonError, privateJson } from "./json-answers.server";
import { apiUser } from "./api-guard.server";
import type { CurrentUser } from "~/modules/accounts/current-user";
import type { Sent } from "~/modules/conversations/sending.server";
import { parseId } from "~/shared/ids";

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
export async function relayPost(request: Request, idParam: string | undefined, notFound: string, field: "message" | "reason", answer: (post: RelayPost) => Promise<Response>): Promise<Response> {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(idParam);
  if (!id) return jsonError(notFound, 404);
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  return answer({ user: guarded.user, id, value: read.body[field] });
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
