const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/**
 * Public pages may be cached, but never one rendered for a signed-in visitor or one that
 * sets a cookie: those become private and uncacheable.
 */
export function applyCachePolicy(request: Request, headers: Headers) {
  const signedIn = SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
  if (signedIn || headers.has("Set-Cookie") || request.method !== "GET") {
    headers.set("Cache-Control", "private, no-store");
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "no-cache");
  }
  headers.append("Vary", "Cookie");
}
