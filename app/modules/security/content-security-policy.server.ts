import { randomBytes } from "node:crypto";
import { env } from "~/utils/env.server";

// Stripe.js loads from js.stripe.com, opens its card and 3-D Secure frames from js. and
// hooks.stripe.com and calls api.stripe.com; none of it is allowed unless Stripe is set up.
const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

export interface CspOptions {
  nonce: string;
  stripe: boolean;
  /** Extra origins photos are served from (the S3 bucket's public URL). */
  imageOrigins: string[];
}

/** A fresh nonce for one document: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The enforced policy for an HTML page. */
export function contentSecurityPolicy({ nonce, stripe, imageOrigins }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, ...(stripe ? [STRIPE_SCRIPT] : [])],
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:", "blob:", ...imageOrigins],
    ["connect-src", "'self'", ...(stripe ? [STRIPE_API] : [])],
    ...(stripe ? [["frame-src", ...STRIPE_FRAMES] as [string, ...string[]]] : []),
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The policy for everything that is not a page (JSON, photos, .data): nothing may run or frame it. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? [] : [origin];
  } catch {
    return [];
  }
}

/** The page policy for this deployment's settings. */
export function documentPolicy(nonce: string): string {
  const settings = env();
  return contentSecurityPolicy({ nonce, stripe: Boolean(settings.STRIPE_PUBLISHABLE_KEY), imageOrigins: originOf(settings.S3_PUBLIC_URL) });
}
