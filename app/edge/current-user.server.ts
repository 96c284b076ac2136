import { redirect } from "react-router";
import { readSession } from "./cookies/session.server";
import { loginPath } from "~/shared/redirects";
import type { CurrentUser } from "~/modules/accounts/current-user";

export type { CurrentUser };

// Loaders of one request share the lookup.
const perRequest = new WeakMap<Request, Promise<CurrentUser | null>>();

export function getOptionalUser(request: Request): Promise<CurrentUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const session = await readSession(request);
      return session ? { id: session.userId, ...session.user, sessionId: session.id, authenticatedAt: session.authenticatedAt, unread: session.unread, dealer: session.dealer } : null;
    })();
    perRequest.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or a redirect to /login that carries the requested path and query. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getOptionalUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return user;
}
