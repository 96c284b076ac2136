// The guard every staff route calls first (decision 38): anyone who is not staff gets a plain 404,
// so staff pages do not reveal themselves; staff whose sign-in is older than 15 minutes go to
// /staff/confirm and come back.
import { data, redirect } from "react-router";
import { getOptionalUser, type CurrentUser } from "./current-user.server";
import { staffAccess } from "~/modules/staff/staff-access.server";
import { safeRedirect } from "~/shared/redirects";

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
