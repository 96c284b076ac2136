import { getOptionalUser, type CurrentUser } from "./current-user.server";
import { parseId } from "~/shared/ids";
import { jsonError } from "~/edge/json-answers.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";

export type Guarded = { user: CurrentUser; response?: never } | { user?: never; response: Response };

/** The signed-in user for a JSON endpoint, or the 401 to answer with. Writes must come from our pages. */
export async function apiUser(request: Request): Promise<Guarded> {
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOriginRequest(request)) return { response: forbiddenCrossSite() };
  const user = await getOptionalUser(request);
  return user ? { user } : { response: jsonError("Not signed in", 401) };
}

/** As apiUser, and the path's user id must be the signed-in user's own: 403 otherwise, never their data. */
export async function apiSelf(request: Request, idParam: string | undefined): Promise<Guarded> {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded;
  const id = parseId(idParam);
  if (id !== guarded.user.id) return { response: jsonError("Forbidden", 403) };
  return guarded;
}

/**
 * True when a request body names a user other than the signed-in one. Only a number or a string
 * can name a user; anything else in that place is refused as well.
 */
export function namesAnotherUser(value: unknown, userId: number): boolean {
  if (value === undefined) return false;
  return (typeof value !== "number" && typeof value !== "string") || Number(value) !== userId;
}
