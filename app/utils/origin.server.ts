import { env } from "./env.server";

/**
 * True when a state-changing request comes from our own pages: Sec-Fetch-Site says
 * same-origin, or the Origin header names our origin. Requests with neither header
 * (non-browser clients) are judged by Origin alone and refused without it.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return allowedOrigins(request).includes(origin);
}

export function allowedOrigins(request: Request): string[] {
  const configured = env().APP_ORIGIN;
  const own = new URL(request.url).origin;
  return configured ? [configured, own] : [own];
}

export function forbiddenCrossSite() {
  return Response.json({ error: "Cross-site request refused" }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
