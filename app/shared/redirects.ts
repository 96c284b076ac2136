import type { SignInIntent } from "./sign-in-intents";
/**
 * A same-site path to go to after signing in, or "/" for anything else: absolute URLs,
 * protocol-relative "//host", backslash tricks and control characters all fall back.
 * The check runs again on the normalised result: "/..//evil.example", "/.//x" or
 * "/%2e%2e//x" only become "//evil.example" once dot segments are resolved.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!isSameSitePath(target)) return fallback;
  try {
    const url = new URL(target, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isSameSitePath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

/** One leading slash, then anything but a second slash or a backslash, and no control characters. */
function isSameSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f\\]/.test(path);
}

/** The sign-in page, back to `redirectTo` after it; `then` is what to do there once signed in (sign-in-intents.ts). */
export function loginPath(redirectTo: string, then?: SignInIntent): string {
  return `/login?redirect=${encodeURIComponent(redirectTo)}${then ? `&then=${encodeURIComponent(then)}` : ""}`;
}
