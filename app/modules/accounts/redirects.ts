/**
 * A same-site path to go to after signing in, or "/" for anything else: absolute URLs,
 * protocol-relative "//host", backslash tricks and control characters all fall back.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginPath(redirectTo: string): string {
  return `/login?redirect=${encodeURIComponent(redirectTo)}`;
}
