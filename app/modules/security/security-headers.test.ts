import { describe, expect, it, vi } from "vitest";
import { NON_DOCUMENT_POLICY, contentSecurityPolicy, createNonce, documentPolicy } from "./content-security-policy.server";
import { applyDocumentPolicy, applyPrivateCaching, applySecurityHeaders } from "./response-headers.server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the page Content-Security-Policy", () => {
  it("allows scripts only from our origin and the page's nonce, with no inline escape hatch", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", stripe: false, imageOrigins: [] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "style-src")).toBe("style-src 'self'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("names Stripe's origins only when Stripe is configured", () => {
    const off = contentSecurityPolicy({ nonce: "n", stripe: false, imageOrigins: [] });
    expect(off).not.toContain("stripe.com");
    expect(directive(off, "frame-src")).toBeUndefined();

    const on = contentSecurityPolicy({ nonce: "n", stripe: true, imageOrigins: [] });
    expect(directive(on, "script-src")).toBe("script-src 'self' 'nonce-n' https://js.stripe.com");
    expect(directive(on, "frame-src")).toBe("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(directive(on, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
  });

  it("adds the photo bucket's origin to img-src", () => {
    const policy = contentSecurityPolicy({ nonce: "n", stripe: false, imageOrigins: ["https://photos.ridemarket.example"] });
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https://photos.ridemarket.example");
  });

  it("gives every page its own unguessable nonce", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);

    const first = new Headers();
    const second = new Headers();
    const a = applyDocumentPolicy(first);
    const b = applyDocumentPolicy(second);
    expect(a).not.toBe(b);
    expect(first.get("Content-Security-Policy")).toContain(`'nonce-${a}'`);
    expect(second.get("Content-Security-Policy")).toContain(`'nonce-${b}'`);
    expect(first.get("Content-Security-Policy-Report-Only")).toBeNull();
  });

  it("follows this deployment's settings: no Stripe and no bucket when their keys are unset", () => {
    expect(process.env.STRIPE_PUBLISHABLE_KEY ?? "").toBe("");
    const policy = documentPolicy("n");
    expect(policy).not.toContain("stripe.com");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });
});

describe("headers on every response", () => {
  it("sets nosniff, the referrer policy, no framing, and a deny-all policy on non-pages", () => {
    const headers = new Headers({ "Content-Type": "application/json" });
    applySecurityHeaders(headers);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Content-Security-Policy")).toBe(NON_DOCUMENT_POLICY);
    // HSTS is for production only (tests run as NODE_ENV=test; the browser tests check production).
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("keeps a page's own policy", () => {
    const headers = new Headers();
    const nonce = applyDocumentPolicy(headers);
    applySecurityHeaders(headers);
    expect(headers.get("Content-Security-Policy")).toContain(nonce);
  });
});

describe("caching of answers to signed-in visitors", () => {
  const signedIn = new Request("http://localhost/api/users/1", { headers: { Cookie: "session=abc" } });
  const anonymous = new Request("http://localhost/api/vehicles/search");

  it("makes private API answers no-store", () => {
    const headers = new Headers({ "Content-Type": "application/json" });
    applyPrivateCaching(signedIn, headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("overrides a public page's caching when the visitor is signed in", () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" });
    applyPrivateCaching(signedIn, headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves photos and public catalog JSON cacheable", () => {
    const photo = new Headers({ "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" });
    applyPrivateCaching(signedIn, photo);
    expect(photo.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const catalog = new Headers({ "Content-Type": "application/json", "Cache-Control": "public, max-age=60" });
    applyPrivateCaching(anonymous, catalog);
    expect(catalog.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("never lets an answer that sets a cookie be stored", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60", "Set-Cookie": "toast=x" });
    applyPrivateCaching(anonymous, headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("development", () => {
  it("only reports violations, so Vite's injected styles and HMR keep working", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "development");
    try {
      const { cspHeaderName } = await import("./response-headers.server");
      expect(cspHeaderName()).toBe("Content-Security-Policy-Report-Only");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
