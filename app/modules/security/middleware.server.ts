import type { MiddlewareFunction } from "react-router";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";
import { applyPrivateCaching, applySecurityHeaders } from "./response-headers.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Stripe posts events from its own servers; the endpoint verifies their signature instead.
const CROSS_SITE_ALLOWED = new Set(["/api/stripe/webhook"]);

/** True when a request may change state only if it comes from our own pages. */
export function needsSameOrigin(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase()) && !CROSS_SITE_ALLOWED.has(new URL(request.url).pathname);
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

/**
 * Runs before every loader and action of every route (pages, their .data requests and
 * resource routes): refuses cross-site writes before any action runs, and gives every
 * answer the security and caching headers.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (needsSameOrigin(request) && !isSameOriginRequest(request)) return withHeaders(request, forbiddenCrossSite());
  return withHeaders(request, await next());
};
