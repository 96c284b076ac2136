// The opening of a JSON POST about one record in the path: POST only (405), a signed-in user
// (401), an id in the path (404 with the endpoint's own "not found" message), a JSON object body
// (400/413). The relay's endpoints and the listing report endpoint share it.
import { jsonObjectOrRefusal } from "./json-body.server";
import { jsonError } from "./json-answers.server";
import { apiUser } from "./api-guard.server";
import type { CurrentUser } from "~/modules/accounts/current-user";
import { parseId } from "~/shared/ids";

/** What a JSON post is about: the signed-in user, the id in its path and its JSON body. */
export interface JsonPost {
  user: CurrentUser;
  id: number;
  body: Record<string, unknown>;
}

export async function signedInJsonPost(request: Request, idParam: string | undefined, notFound: string, answer: (post: JsonPost) => Promise<Response>): Promise<Response> {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const id = parseId(idParam);
  if (!id) return jsonError(notFound, 404);
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  return answer({ user: guarded.user, id, body: read.body });
}
