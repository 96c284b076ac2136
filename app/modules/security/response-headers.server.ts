import { env } from "~/utils/env.server";
import { NON_DOCUMENT_POLICY, createNonce, documentPolicy } from "./content-security-policy.server";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/**
 * Development serves Vite's injected styles and HMR client, which a strict policy would
 * block: there the policy only reports. Every other mode enforces it.
 */
export function cspHeaderName(): "Content-Security-Policy" | "Content-Security-Policy-Report-Only" {
  return env().NODE_ENV === "development" ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
}

/** Sets the page policy with a new nonce and returns the nonce for the renderer. */
export function applyDocumentPolicy(headers: Headers): string {
  const nonce = createNonce();
  headers.set(cspHeaderName(), documentPolicy(nonce));
  return nonce;
}

// Powerful browser features the product never uses stay off for every page and any frame in it.
const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), browsing-topics=()";

/** The headers every answer carries, from the app or straight from the HTTP server (files, refusals). */
export function baselineHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Headers every response carries, whatever produced it. */
export function applySecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(baselineHeaders(env().NODE_ENV === "production"))) headers.set(name, value);
  if (!headers.has("Content-Security-Policy") && !headers.has("Content-Security-Policy-Report-Only")) {
    headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
  }
}

// Pages (text/html) and their .data payloads (text/x-script) show who is signed in.
const PAGE_TYPES = /^text\/(?:html|x-script)\b/;

/**
 * An answer to a signed-in visitor (or one that sets a cookie) is never stored by a browser
 * or proxy, unless it is not a page and its route declared it public: photos (unguessable,
 * never rewritten keys) and catalog JSON, the same for everyone.
 */
export function applyPrivateCaching(request: Request, headers: Headers) {
  const signedIn = SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
  const declaredPublic = /\bpublic\b/.test(headers.get("Cache-Control") ?? "") && !PAGE_TYPES.test(headers.get("Content-Type") ?? "");
  if (headers.has("Set-Cookie") || (signedIn && !declaredPublic)) {
    headers.set("Cache-Control", "private, no-store");
  }
}
