import type { Route } from "./+types/me";
import { getOptionalUser } from "~/edge/current-user.server";
import { getUser } from "~/modules/accounts/users.server";
import { jsonError } from "~/edge/json-answers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const current = await getOptionalUser(request);
  const user = current ? await getUser(current.id) : null;
  if (!user) return jsonError("Not signed in", 401);
  return Response.json(user, { headers: { "Cache-Control": "no-store" } });
}
