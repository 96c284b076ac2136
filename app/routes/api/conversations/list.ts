import type { Route } from "./+types/list";
import { apiUser } from "~/edge/api-guard.server";
import { listConversations } from "~/modules/conversations/inbox.server";
import { relayJson } from "~/edge/relay-answers.server";

// GET /api/conversations[?archived=1]: the signed-in user's conversations, newest first.
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const archived = new URL(request.url).searchParams.get("archived") === "1";
  return relayJson({ conversations: await listConversations(guarded.user.id, { archived }) });
}
