import type { Route } from "./+types/item";
import { apiUser } from "~/edge/api-guard.server";
import { NOT_FOUND, deleteResponse, getResponse, updateResponse } from "~/edge/saved-search-answers.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

// GET one, PATCH {name?, frequency?}, DELETE: the signed-in user's own searches only (404 otherwise).
export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(params.id);
  return id ? getResponse(guarded.user.id, id) : jsonError(NOT_FOUND, 404);
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return jsonError("Method not allowed", 405, { Allow: "GET, PATCH, DELETE" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(params.id);
  if (!id) return jsonError(NOT_FOUND, 404);
  if (request.method === "DELETE") return deleteResponse(guarded.user.id, id);
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  return updateResponse(guarded.user.id, id, read.body);
}
