import type { Route } from "./+types/listing-decision";
import { staffApiUser } from "~/edge/staff-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { schemaBodyOrRefusal } from "~/edge/schema-body.server";
import { orJsonAnswer } from "~/edge/app-error-answers.server";
import { listingDecisionSchema } from "~/modules/moderation/decision-schema";
import { decideListing } from "~/modules/moderation/listing-decisions.server";
import { MODERATION_TEXT } from "~/modules/moderation/refusals";
import { parseId } from "~/shared/ids";

// POST /api/staff/listings/:id/decision {action: approve|reject|hide|restore, reason} (decision 43).
// Only POST: a GET is a 404 like everything else for non-staff, a 405 for staff.
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await staffApiUser(request);
  return guarded.response ?? jsonError("Method not allowed", 405, { Allow: "POST" });
}

export async function action({ request, params }: Route.ActionArgs) {
  const guarded = await staffApiUser(request);
  if (guarded.response) return guarded.response;
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const listingId = parseId(params.id);
  if (!listingId) return jsonError(MODERATION_TEXT.listingNotFound, 404);
  const parsed = await schemaBodyOrRefusal(request, listingDecisionSchema);
  if (parsed.response) return parsed.response;
  return orJsonAnswer(async () => privateJson(await decideListing(guarded.user, listingId, parsed.body.action, parsed.body.reason)));
}
