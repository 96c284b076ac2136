import type { Route } from "./+types/saved-vehicles";
import { apiSelf } from "~/edge/api-guard.server";
import { listSavedVehicles } from "~/modules/public-listings/saved.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  return Response.json(await listSavedVehicles(guarded.user.id), { headers: { "Cache-Control": "no-store" } });
}
