import type { Route } from "./+types/queue";
import { staffApiUser } from "~/edge/staff-guard.server";
import { privateJson } from "~/edge/json-answers.server";
import { queueForApi, readModerationQueue } from "~/modules/moderation/queue.server";

// GET /api/staff/queue?page=N: the moderation queue, oldest first (decision 43). Staff only.
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await staffApiUser(request);
  if (guarded.response) return guarded.response;
  return privateJson(queueForApi(await readModerationQueue(Number(new URL(request.url).searchParams.get("page") ?? 1))));
}
