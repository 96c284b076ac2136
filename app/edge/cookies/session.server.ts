// The session cookie: it carries the session's token, signed; the session itself is
// app/modules/accounts/session.server.ts (decision 3).
import { createCookie } from "react-router";
import { LRUCache } from "lru-cache";
import { env, isProduction } from "~/utils/env.server";
import { SESSION_ABSOLUTE_MS, closeSession, openSession, sessionOfToken, type ActiveSession } from "~/modules/accounts/session.server";

export const sessionCookie = createCookie(isProduction() ? "__Host-session" : "session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction(),
  secrets: [env().SESSION_SECRET ?? "development-only-session-secret"],
  maxAge: SESSION_ABSOLUTE_MS / 1000,
});

// Checking a cookie's signature imports the secret as a key and computes an HMAC, on every page a
// signed-in visitor asks for; their browser sends the same cookie each time. The tokens of cookies
// already checked are kept by the cookie's text (a forged one is kept as no token).
const checked = new LRUCache<string, { token: string | null }>({ max: 5000 });

async function readToken(request: Request): Promise<string | null> {
  const pair = (request.headers.get("Cookie") ?? "").split(/;\s*/).find((p) => p.startsWith(`${sessionCookie.name}=`));
  if (!pair) return null;
  // An oversized cookie is checked but not kept.
  if (pair.length > 512) return tokenOf(await sessionCookie.parse(pair));
  let known = checked.get(pair);
  if (!known) {
    known = { token: tokenOf(await sessionCookie.parse(pair)) };
    checked.set(pair, known);
  }
  return known.token;
}

const tokenOf = (value: unknown) => (typeof value === "string" && /^[A-Za-z0-9_-]{40,64}$/.test(value) ? value : null);

/** Starts a session for the user, ending the one the request came with (rotation); returns the Set-Cookie header. */
export async function createSession(userId: number, request: Request): Promise<string> {
  const token = await openSession(userId, { previousToken: await readToken(request), userAgent: request.headers.get("User-Agent") });
  return sessionCookie.serialize(token);
}

/** The live session behind the request's cookie, or null when absent, idle or expired. */
export async function readSession(request: Request): Promise<ActiveSession | null> {
  return sessionOfToken(await readToken(request));
}

/** Ends the request's session (if any) and returns the header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  await closeSession(await readToken(request));
  return sessionCookie.serialize("", { maxAge: 0 });
}
