import type { Route } from "./+types/reports";
import { reportConversation } from "~/modules/conversations/controls.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { relayPost, reportedOrRefused } from "~/edge/relay-answers.server";

// POST /api/conversations/:id/reports with {reason}: reports the user's own thread for moderation.
export function action({ request, params }: Route.ActionArgs) {
  return relayPost(request, params.id, RELAY_ERRORS.notFound, "reason", ({ user, id, value }) => reportedOrRefused(reportConversation(user.id, id, value)));
}
