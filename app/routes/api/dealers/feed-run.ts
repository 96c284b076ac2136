import type { Route } from "./+types/feed-run";
import { dealerApiMember } from "~/edge/dealer-guard.server";
import { jsonError, privateJson } from "~/edge/json-answers.server";
import { feedRunOf } from "~/modules/feeds/feed-runs.server";
import { parseId } from "~/shared/ids";

// GET /api/dealers/:slug/feed-runs/:id: one run's report, for any member.
export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await dealerApiMember(request, params.slug);
  if (guarded.response) return guarded.response;
  const runId = parseId(params.id);
  const run = runId ? await feedRunOf(guarded.membership.dealershipId, runId) : null;
  if (!run) return jsonError("Not found", 404);
  return privateJson(run);
}
