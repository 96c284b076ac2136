const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;
// A page requested with a compare list shows it (decision 55): it is that visitor's page.
const COMPARE_COOKIE = /(?:^|;\s*)(?:__Host-)?compare=/;

/**
 * Public pages may be cached, but never one rendered for a signed-in visitor or one that
 * sets a cookie: those become private and uncacheable.
 */
export function applyCachePolicy(request: Request, headers: Headers) {
  const cookies = request.headers.get("Cookie") ?? "";
  const personal = SESSION_COOKIE.test(cookies) || COMPARE_COOKIE.test(cookies);
  if (personal || headers.has("Set-Cookie") || request.method !== "GET") {
    headers.set("Cache-Control", "private, no-store");
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "no-cache");
  }
  headers.append("Vary", "Cookie");
}
