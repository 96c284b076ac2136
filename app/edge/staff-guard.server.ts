// The guard every staff route calls first (decision 38): anyone who is not staff gets a plain 404,
// so staff pages do not reveal themselves; staff whose sign-in is older than 15 minutes go to
// /staff/confirm and come back.
import { data, redirect } from "react-router";
import { getOptionalUser, type CurrentUser } from "./current-user.server";
import { staffAccess } from "~/modules/staff/staff-access.server";
import { safeRedirect } from "~/shared/redirects";
import { jsonError } from "./json-answers.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";

export const NOT_FOUND_MESSAGE = "Page not found";

export function confirmPath(redirectTo: string): string {
  return `/staff/confirm?redirectTo=${encodeURIComponent(safeRedirect(redirectTo, "/staff"))}`;
}

export async function requireStaff(request: Request, options: { recent: boolean } = { recent: true }): Promise<CurrentUser> {
  const user = await getOptionalUser(request);
  const access = staffAccess(user, options);
  if (access === "not-staff" || !user) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  if (access === "confirm") {
    const url = new URL(request.url);
    throw redirect(confirmPath(`${url.pathname}${url.search}`));
  }
  return user;
}

export const RECENT_SIGN_IN_REQUIRED = "Staff actions need a sign-in within the last 15 minutes. Please confirm it is you at /staff/confirm, then try again.";

export type StaffApiGuarded = { user: CurrentUser; response?: never } | { user?: never; response: Response };

/**
 * The staff JSON API's guard: a 404 (as for an address that does not exist) to everyone who is not
 * staff, a 403 that says what to do to staff whose sign-in is not recent, and writes only from our pages.
 */
export async function staffApiUser(request: Request): Promise<StaffApiGuarded> {
  const user = await getOptionalUser(request);
  const access = staffAccess(user, { recent: true });
  if (access === "not-staff" || !user) return { response: jsonError(NOT_FOUND_MESSAGE, 404) };
  if (access === "confirm") return { response: jsonError(RECENT_SIGN_IN_REQUIRED, 403) };
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOriginRequest(request)) return { response: forbiddenCrossSite() };
  return { user };
}
