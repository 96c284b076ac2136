import type { Route } from "./+types/messages";
import { sendMessage } from "~/modules/conversations/sending.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { relayPost, sentOrRefused } from "~/edge/relay-answers.server";
import { clientIp } from "~/modules/security/client-address.server";

// POST /api/conversations/:id/messages with {message}: a reply in the user's own thread.
export function action({ request, params }: Route.ActionArgs) {
  return relayPost(request, params.id, RELAY_ERRORS.notFound, "message", ({ user, id, value }) =>
    sentOrRefused(sendMessage({ userId: user.id, conversationId: id, message: value, address: clientIp(request) })),
  );
}
