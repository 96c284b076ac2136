import type { Route } from "./+types/thread";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { RELAY_ERRORS, readThread } from "~/modules/conversations/relay.server";
import { relayJson } from "~/modules/conversations/api.server";
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
