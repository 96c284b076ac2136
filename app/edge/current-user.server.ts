import { redirect } from "react-router";
import { readSession } from "./cookies/session.server";
import { loginPath } from "~/shared/redirects";
import type { CurrentUser } from "~/modules/accounts/current-user";

export type { CurrentUser };

// Loaders of one request share the lookup. React Router hands each loader a Request of its own
// (the root's and the page's differ), so a lookup is also shared by every caller with the same
// Cookie header while it runs: the root loader and the page's loader, which start together, make
// one query. Nothing is kept once it answers, so a session ended since is never read from here.
const perRequest = new WeakMap<Request, Promise<CurrentUser | null>>();
const running = new Map<string, Promise<CurrentUser | null>>();

async function lookUp(request: Request): Promise<CurrentUser | null> {
  const session = await readSession(request);
  return session ? { id: session.userId, ...session.user, sessionId: session.id, authenticatedAt: session.authenticatedAt, unread: session.unread, dealer: session.dealer, viewed: session.viewed } : null;
}

function sharedLookUp(request: Request): Promise<CurrentUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return lookUp(request);
  let pending = running.get(cookie);
  if (!pending) {
    pending = lookUp(request);
    running.set(cookie, pending);
    const done = () => {
      if (running.get(cookie) === pending) running.delete(cookie);
    };
    pending.then(done, done);
  }
  return pending;
}

export function getOptionalUser(request: Request): Promise<CurrentUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = sharedLookUp(request);
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
