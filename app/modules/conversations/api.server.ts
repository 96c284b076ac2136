// The JSON side of the relay: the same module functions as the pages, with JSON errors.
import { jsonObjectOrRefusal } from "~/edge/json-body.server";
import type { RelayFailure, Sent } from "./relay.server";

const noStore = { "Cache-Control": "no-store" };

export function relayJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: noStore });
}

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

export function sentOrRefused(outcome: Sent | RelayFailure): Response {
  if (outcome.ok) return relayJson({ conversationId: outcome.conversationId, messageId: outcome.messageId, flagged: outcome.flagged }, 201);
  return refused(outcome);
}

export function reportedOrRefused(outcome: { ok: true } | RelayFailure): Response {
  return outcome.ok ? relayJson({ reported: true }, 201) : refused(outcome);
}

function refused(outcome: RelayFailure): Response {
  return Response.json(
    { error: outcome.error, ...(outcome.field ? { field: outcome.field } : {}) },
    { status: outcome.status, headers: { ...noStore, ...(outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {}) } },
  );
}
