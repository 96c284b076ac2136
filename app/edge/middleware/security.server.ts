import type { MiddlewareFunction } from "react-router";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";
import { applyPrivateCaching, applySecurityHeaders } from "~/modules/security/response-headers.server";
import { refusal } from "../refusals";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Stripe posts events from its own servers; the endpoint verifies their signature instead.
const CROSS_SITE_ALLOWED = new Set(["/api/stripe/webhook"]);
// Mail apps post one-click unsubscribes (RFC 8058); the link's signed token is the authority.
const CROSS_SITE_ALLOWED_UNDER = ["/unsubscribe/"];

/** True when a request may change state only if it comes from our own pages. */
function needsSameOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const path = new URL(request.url).pathname;
  return !CROSS_SITE_ALLOWED.has(path) && !CROSS_SITE_ALLOWED_UNDER.some((prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"));
}

function withHeaders(request: Request, response: Response): Response {
  let out = response;
  try {
    out.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Some responses (Response.redirect, fetched ones) have immutable headers: copy them.
    out = new Response(response.body, response);
  }
  applySecurityHeaders(out.headers);
  applyPrivateCaching(request, out.headers);
  return out;
}

// Pages change state only through their forms: a POST of a form, in either encoding.
const PAGE_ALLOW = "GET, HEAD, POST";
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A refusal for writes a page route cannot take: another method (405) or a body that is not a form (415). */
function pageWriteRefusal(request: Request): Response | null {
  const { pathname } = new URL(request.url);
  if (SAFE_METHODS.has(request.method.toUpperCase()) || pathname.startsWith("/api/")) return null;
  const accept = request.headers.get("Accept");
  if (request.method.toUpperCase() !== "POST") return refusal(405, pathname, accept, { Allow: PAGE_ALLOW });
  if (!FORM_TYPES.test(request.headers.get("Content-Type") ?? "")) return refusal(415, pathname, accept);
  return null;
}

/**
 * React Router answers a method a route has no handler for with a 405 that names the route
 * module (in its text, or in a page's hydration data); the visitor gets the plain refusal
 * instead. Our own 405s say what is allowed, so one without an Allow header is the framework's.
 */
async function withoutFrameworkDetail(request: Request, response: Response): Promise<Response> {
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  await response.body?.cancel();
  const allow = request.method === "GET" || request.method === "HEAD" ? "POST" : "GET, HEAD";
  return refusal(405, new URL(request.url).pathname, request.headers.get("Accept"), { Allow: allow });
}

/**
 * Runs before every loader and action of every route (pages, their .data requests and
 * resource routes): refuses cross-site writes before any action runs, and gives every
 * answer the security and caching headers.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (needsSameOrigin(request) && !isSameOriginRequest(request)) return withHeaders(request, forbiddenCrossSite());
  const refused = pageWriteRefusal(request);
  if (refused) return withHeaders(request, refused);
  return withHeaders(request, await withoutFrameworkDetail(request, await next()));
};
