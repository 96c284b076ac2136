import type { Route } from "./+types/reports";
import { apiUser } from "~/edge/api-guard.server";
import { reportConversation } from "~/modules/conversations/controls.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { readReportBody, reportedOrRefused } from "~/edge/relay-answers.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// POST /api/conversations/:id/reports with {reason}: reports the user's own thread for moderation.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(params.id);
  if (!id) return jsonError(RELAY_ERRORS.notFound, 404);
  const body = await readReportBody(request);
  if ("response" in body) return body.response;
  return reportedOrRefused(reportConversation(guarded.user.id, id, body.reason));
}
