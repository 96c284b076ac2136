import type { Route } from "./+types/list";
import { apiUser } from "~/edge/api-guard.server";
import { createResponse, listResponse } from "~/edge/saved-search-answers.server";
import { jsonError } from "~/edge/json-answers.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

// GET lists the user's saved searches; POST {query, name?, frequency?} saves one (query is the /buy query string).
export async function loader({ request }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  return listResponse(guarded.user.id);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "GET, POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  return createResponse(guarded.user.id, read.body);
}
