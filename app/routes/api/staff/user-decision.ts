import type { Route } from "./+types/user-decision";
import { staffApiUser } from "~/edge/staff-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { schemaBodyOrRefusal } from "~/edge/schema-body.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { accountDecisionSchema } from "~/modules/moderation/decision-schema";
import { decideAccount } from "~/modules/moderation/account-decisions.server";
import { MODERATION_TEXT } from "~/modules/moderation/refusals";
import { parseId } from "~/shared/ids";

// POST /api/staff/users/:id/decision {action: suspend|restore, reason} (decision 43).
// Only POST: a GET is a 404 like everything else for non-staff, a 405 for staff.
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await staffApiUser(request);
  return guarded.response ?? jsonError("Method not allowed", 405, { Allow: "POST" });
}

export async function action({ request, params }: Route.ActionArgs) {
  const guarded = await staffApiUser(request);
  if (guarded.response) return guarded.response;
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const userId = parseId(params.id);
  if (!userId) return jsonError(MODERATION_TEXT.accountNotFound, 404);
  const parsed = await schemaBodyOrRefusal(request, accountDecisionSchema);
  if (parsed.response) return parsed.response;
  return orJsonAnswer(async () => privateJson(await decideAccount(guarded.user, userId, parsed.body.action, parsed.body.reason)));
}
