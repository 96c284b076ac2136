import type { Route } from "./+types/passkeys";
import { apiSelf } from "~/edge/api-guard.server";
import { listPasskeys } from "~/modules/passkeys/passkeys.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  return Response.json(await listPasskeys(guarded.user.id), { headers: { "Cache-Control": "no-store" } });
}
