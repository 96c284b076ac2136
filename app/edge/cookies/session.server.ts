// The session cookie: it carries the session's token, signed; the session itself is
// app/modules/accounts/session.server.ts (decision 3).
import { createCookie } from "react-router";
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

async function readToken(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{40,64}$/.test(value) ? value : null;
}

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
