// The cross-site write check, through React Router's own request handler so the order is
// proven: the root middleware refuses before any action runs, for documents, .data
// requests and resource routes alike, and it works behind a TLS-terminating proxy.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestHandler, type ServerBuild } from "react-router";
import config from "../../../react-router.config";

// Behind Fly's proxy the app sees http:// while browsers send the public https:// origin.
const PUBLIC_ORIGIN = "https://ridemarket.example";
const INTERNAL = "http://ridemarket.example";
process.env.APP_ORIGIN = PUBLIC_ORIGIN;

const { securityMiddleware } = await import("./middleware.server");

const ran: string[] = [];

function buildWith(allowedActionOrigins: string[] | false): ServerBuild {
  const page = { default: () => null, action: () => (ran.push("page"), { ok: true }) };
  const api = { action: () => (ran.push("api"), Response.json({ ok: true })) };
  const webhook = { action: () => (ran.push("webhook"), Response.json({ received: true })) };
  const route = (id: string, path: string, module: object, parentId?: string) => ({ id, path, parentId, module: module as never });
  return {
    entry: { module: { default: () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }) } as never },
    routes: {
      root: route("root", "", { default: () => null, middleware: [securityMiddleware] }),
      account: route("account", "account", page, "root"),
      listings: route("listings", "api/listings", api, "root"),
      webhook: route("webhook", "api/stripe/webhook", webhook, "root"),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" } as never,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true } as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    allowedActionOrigins,
  };
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
});
