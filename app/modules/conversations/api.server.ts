// The JSON side of the relay: the same module functions as the pages, with JSON errors.
import { jsonError } from "~/utils/http.server";
import { readJsonObject, type BodyError } from "~/utils/json-body.server";
import type { RelayFailure, Sent } from "./relay.server";

const noStore = { "Cache-Control": "no-store" };

export function relayJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: noStore });
}

/** The {message} of a JSON body, or the 400/413 answer. */
export async function readMessageBody(request: Request): Promise<{ message: unknown } | { response: Response }> {
  try {
    const body = await readJsonObject(request);
    return { message: body.message };
  } catch (error) {
    return { response: jsonError((error as BodyError).message, (error as BodyError).status) };
  }
}

export function sentOrRefused(outcome: Sent | RelayFailure): Response {
  if (outcome.ok) return relayJson({ conversationId: outcome.conversationId, messageId: outcome.messageId, flagged: outcome.flagged }, 201);
  return Response.json(
    { error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) },
    { status: outcome.status, headers: { ...noStore, ...(outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {}) } },
  );
}
