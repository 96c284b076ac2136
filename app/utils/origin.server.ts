import { env } from "./env.server";

/**
 * True when a state-changing request comes from our own pages. An Origin header, when
 * present, must name our origin whatever Sec-Fetch-Site claims; without one, Sec-Fetch-Site
 * must say same-origin (or none: typed by the visitor). A request with neither is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === ownOrigin(request);
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || site === "none";
}

/**
 * Our origin: APP_ORIGIN wherever it is set (production must set it). The origin of the
 * request's own URL, which comes from the Host header a client chooses, only counts where
 * it is not (development and tests on localhost).
 */
function ownOrigin(request: Request): string {
  return env().APP_ORIGIN ?? new URL(request.url).origin;
}

export function forbiddenCrossSite() {
  return Response.json({ error: "Cross-site request refused" }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
