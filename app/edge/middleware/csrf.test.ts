// The cross-site write check, through React Router's own request handler so the order is
// proven: the root middleware refuses before any action runs, for documents, .data
// requests and resource routes alike, and it works behind a TLS-terminating proxy.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestHandler, type ServerBuild } from "react-router";
import config from "../../../react-router.config";
import { stubRoute, stubServerBuild } from "../../../tests/support/stub-server-build";

// Behind Fly's proxy the app sees http:// while browsers send the public https:// origin.
const PUBLIC_ORIGIN = "https://ridemarket.example";
const INTERNAL = "http://ridemarket.example";
process.env.APP_ORIGIN = PUBLIC_ORIGIN;

const { securityMiddleware } = await import("./security.server");

const ran: string[] = [];

function buildWith(allowedActionOrigins: string[] | false): ServerBuild {
  const page = { default: () => null, action: () => (ran.push("page"), { ok: true }) };
  const api = { action: () => (ran.push("api"), Response.json({ ok: true })) };
  const featured = { loader: () => Response.json([]) };
  const webhook = { action: () => (ran.push("webhook"), Response.json({ received: true })) };
  const route = stubRoute;
  return stubServerBuild({
    entry: { module: { default: () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }) } as never },
    routes: {
      root: route("root", "", { default: () => null, middleware: [securityMiddleware] }),
      account: route("account", "account", page, "root"),
      listings: route("listings", "api/listings", api, "root"),
      webhook: route("webhook", "api/stripe/webhook", webhook, "root"),
      featured: route("featured", "api/vehicles/featured", featured, "root"),
    },
    allowedActionOrigins,
  });
}

const handle = (request: Request, allowed: string[] | false = config.allowedActionOrigins ?? false) =>
  createRequestHandler(buildWith(allowed), "production")(request);

const post = (path: string, headers: Record<string, string>) =>
  new Request(`${INTERNAL}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "intent=update-profile" });

beforeEach(() => {
  ran.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("cross-site writes", () => {
  it.each(["/account", "/account.data", "/api/listings"])("refuses a POST to %s from another site with 403, before its action runs", async (path) => {
    const response = await handle(post(path, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }));
    expect(response.status).toBe(403);
    expect(ran).toEqual([]);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses a sibling subdomain (same-site is not same-origin)", async () => {
    const response = await handle(post("/account.data", { Origin: "https://shop.ridemarket.example", "Sec-Fetch-Site": "same-site" }));
    expect(response.status).toBe(403);
    expect(ran).toEqual([]);
  });

  it("refuses a write that names no origin at all", async () => {
    const response = await handle(post("/account", {}));
    expect(response.status).toBe(403);
    expect(ran).toEqual([]);
  });

  it("accepts our own pages behind the TLS proxy (http:// inside, https://APP_ORIGIN in the browser)", async () => {
    for (const path of ["/account.data", "/api/listings"]) {
      const response = await handle(post(path, { Origin: PUBLIC_ORIGIN }));
      expect(response.status, path).toBe(200);
    }
    expect(ran).toEqual(["page", "api"]);
  });

  it("accepts a browser that says same-origin", async () => {
    const response = await handle(post("/account.data", { Origin: PUBLIC_ORIGIN, "Sec-Fetch-Site": "same-origin" }));
    expect(response.status).toBe(200);
    expect(ran).toEqual(["page"]);
  });

  it("lets Stripe post its signed events to the webhook", async () => {
    const response = await handle(post("/api/stripe/webhook", {}));
    expect(response.status).toBe(200);
    expect(ran).toEqual(["webhook"]);
  });

  it("would refuse every form behind the proxy with React Router's own host check alone (why the config opts out)", async () => {
    const response = await handle(post("/account.data", { Origin: PUBLIC_ORIGIN }), false);
    expect(response.status).toBe(400);
    expect(ran).toEqual([]);
  });

  it.each([
    ["none", "https://evil.example"],
    ["same-origin", "https://evil.example"],
    ["same-origin", "null"],
  ])("refuses Sec-Fetch-Site: %s with a foreign Origin %s: a present Origin must be APP_ORIGIN", async (site, origin) => {
    for (const path of ["/account", "/account.data", "/api/listings"]) {
      const response = await handle(post(path, { Origin: origin, "Sec-Fetch-Site": site }));
      expect(response.status, path).toBe(403);
    }
    expect(ran).toEqual([]);
  });

  it("refuses an Origin that only equals the Host header when APP_ORIGIN names another origin", async () => {
    // The request's own URL comes from the Host header, which any client sets.
    const response = await handle(post("/account.data", { Origin: INTERNAL, "Sec-Fetch-Site": "same-origin" }));
    expect(response.status).toBe(403);
    expect(ran).toEqual([]);
  });

  it("still accepts a write without Origin when the browser says same-origin", async () => {
    const response = await handle(post("/account.data", { "Sec-Fetch-Site": "same-origin" }));
    expect(response.status).toBe(200);
    expect(ran).toEqual(["page"]);
  });
});

describe("writes a page cannot take", () => {
  const send = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
    handle(new Request(`${INTERNAL}${path}`, { ...init, headers: { Origin: PUBLIC_ORIGIN, ...init.headers } }));

  it.each(["application/json", "text/plain", ""])("answers a page action's %j body with 415, before its action runs", async (type) => {
    for (const path of ["/account", "/account.data"]) {
      const response = await send(path, { method: "POST", body: '{"intent":"update-profile"}', headers: type ? { "Content-Type": type } : {} });
      expect(response.status, path).toBe(415);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect(ran).toEqual([]);
  });

  it("lets JSON through to the API, whose routes read it themselves", async () => {
    const response = await send("/api/listings", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(200);
    expect(ran).toEqual(["api"]);
  });

  it.each(["PUT", "PATCH", "DELETE"])("answers %s on a page with 405 and Allow: GET, HEAD, POST", async (method) => {
    const response = await send("/account", { method, body: "intent=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(ran).toEqual([]);
  });

  it("answers a method a route has no handler for without naming the route module", async () => {
    // api/vehicles/featured has a loader but no action: React Router's own 405 names "featured".
    const response = await send("/api/vehicles/featured", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    const body = await response.text();
    expect(body).not.toMatch(/featured|action|React Router/i);
    expect(JSON.parse(body)).toEqual({ error: "This method is not allowed here." });
  });
});

