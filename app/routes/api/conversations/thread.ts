import type { Route } from "./+types/thread";
import { apiUser } from "~/edge/api-guard.server";
import { readThread } from "~/modules/conversations/inbox.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { relayJson } from "~/edge/relay-answers.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";

// GET /api/conversations/:id: the whole thread for its buyer or seller; 404 for anyone else.
export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(params.id);
  const thread = id ? await readThread(guarded.user.id, id) : null;
  if (!thread) return jsonError(RELAY_ERRORS.notFound, 404);
  return relayJson({ conversation: thread });
}
