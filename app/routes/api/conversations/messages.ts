import type { Route } from "./+types/messages";
import { apiUser } from "~/edge/api-guard.server";
import { sendMessage } from "~/modules/conversations/sending.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { readMessageBody, sentOrRefused } from "~/edge/relay-answers.server";
import { clientIp } from "~/modules/security/client-address.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// POST /api/conversations/:id/messages with {message}: a reply in the user's own thread.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(params.id);
  if (!id) return jsonError(RELAY_ERRORS.notFound, 404);
  const body = await readMessageBody(request);
  if ("response" in body) return body.response;
  return sentOrRefused(sendMessage({ userId: guarded.user.id, conversationId: id, message: body.message, address: clientIp(request) }));
}
