// A database outage through React Router's real request handler with the app's root
// middleware and entry.server's handleError: pages, their .data requests and API routes
// answer 503 with Retry-After and no error detail, whichever way the error reached them.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestHandler, type ServerBuild } from "react-router";
import { handleError } from "~/entry.server";
import { createPrismaClient } from "~/utils/db.server";
import { securityMiddleware } from "~/edge/middleware/security.server";
import { outageMiddleware } from "./outage.server";
import { stubRoute, stubServerBuild } from "../../../tests/support/stub-server-build";

// Routes that catch their own failures (search answers "Failed to fetch vehicles" with a 500)
// must still let an outage through.
const search = vi.hoisted(() => ({ failure: null as unknown }));
vi.mock("~/modules/search/search.server", async (original) => ({
  ...(await original<object>()),
  searchListings: () => Promise.reject(search.failure),
}));
// Pages that answer some failures with content of their own (home without its featured row,
// research with "Unable to load blog posts") must not answer an outage that way.
const content = vi.hoisted(() => ({ failure: null as unknown }));
vi.mock("~/modules/public-listings/featured.server", async (original) => ({
  ...(await original<object>()),
  getFeaturedVehicles: () => Promise.reject(content.failure),
}));
vi.mock("~/modules/blog/posts.server", async (original) => ({
  ...(await original<object>()),
  listPublishedPosts: () => Promise.reject(content.failure),
  countPublishedByCategory: () => Promise.reject(content.failure),
  getPublishedPost: () => Promise.reject(content.failure),
}));
const searchRoute = await import("~/routes/api/vehicles-search");
const buyRoute = await import("~/routes/buy");
const homeRoute = await import("~/routes/home");
const researchRoute = await import("~/routes/research");
const researchPostRoute = await import("~/routes/research-post");

const ORIGIN = "http://ridemarket.test";
process.env.APP_ORIGIN = ORIGIN;

// A real Prisma error: the pg adapter pointed at a port nothing listens on.
const unreachable = createPrismaClient("postgresql://postgres:postgres@127.0.0.1:1/ridemarket", 1);
const outageError = await unreachable.vehicle.findMany({ take: 1 }).then(() => null, (error: unknown) => error);
afterAll(() => unreachable.$disconnect());

let failure: unknown;
const fail = () => {
  throw failure;
};

function build(): ServerBuild {
  const route = stubRoute;
  return stubServerBuild({
    entry: { module: { default: (_r: Request, status: number) => new Response("<!doctype html><p>page</p>", { status, headers: { "Content-Type": "text/html" } }), handleError } as never },
    routes: {
      root: route("root", "", { default: () => null, middleware: [securityMiddleware, outageMiddleware] }),
      page: route("page", "buy", { default: () => null, loader: fail, action: fail }, "root"),
      api: route("api", "api/vehicles/search", { loader: fail, action: fail }, "root"),
      search: route("search", "api/search-real", searchRoute, "root"),
      buyReal: route("buyReal", "buy-real", buyRoute, "root"),
      guarded: route("guarded", "account", { default: () => null, middleware: [fail], loader: () => null }, "root"),
      home: { ...route("home", undefined as never, homeRoute, "root"), index: true },
      research: route("research", "research", researchRoute, "root"),
      researchPost: route("researchPost", "research/:slug", researchPostRoute, "root"),
    },
  });
}

const handle = (path: string, init: RequestInit = {}) => createRequestHandler(build(), "production")(new Request(`${ORIGIN}${path}`, init));
const post = (path: string) => handle(path, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });

async function expectUnavailable(response: Response, type: "html" | "json") {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("5");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  const body = await response.text();
  expect(body).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED|prisma|127\.0\.0\.1|Invalid `/i);
  if (type === "json") expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/briefly unavailable/) });
  else expect(body).toMatch(/<title>Temporarily unavailable/);
}

beforeEach(() => {
  failure = outageError;
  search.failure = outageError;
  content.failure = outageError;
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("when the database cannot be reached", () => {
  it("captured a real unreachable-database error from Prisma", () => {
    expect(outageError).toBeInstanceOf(Error);
  });

  it("a page whose loader fails answers the 503 page with Retry-After, not the 500 error boundary", async () => {
    await expectUnavailable(await handle("/buy"), "html");
  });

  it("a page's action, its .data request and an API route answer 503 JSON", async () => {
    await expectUnavailable(await post("/buy"), "html");
    await expectUnavailable(await handle("/buy.data"), "json");
    await expectUnavailable(await handle("/api/vehicles/search"), "json");
    await expectUnavailable(await post("/api/vehicles/search"), "json");
  });

  it("routes that turn their own failures into a 500 (search API, /buy) answer 503 instead", async () => {
    await expectUnavailable(await handle("/api/search-real?type=dirtbike"), "json");
    await expectUnavailable(await handle("/buy-real?type=dirtbike"), "html");
    search.failure = new TypeError("secret detail");
    expect((await handle("/api/search-real?type=dirtbike")).status).toBe(500);
  });

  it("an error thrown by a route's own middleware answers 503 as well", async () => {
    await expectUnavailable(await handle("/account"), "html");
  });

  it("logs one short line per failed request instead of a stack trace", async () => {
    await handle("/buy");
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^database unavailable: \/buy: /));
  });

  it("any other failure is still a plain 500 without details", async () => {
    failure = new TypeError("secret detail");
    for (const path of ["/buy", "/api/vehicles/search"]) {
      const response = await handle(path);
      expect(response.status, path).toBe(500);
      expect(response.headers.get("Retry-After")).toBeNull();
      expect(await response.text()).not.toContain("secret detail");
    }
  });
});

describe("pages that show a message of their own when their content fails", () => {
  it("the home page and research answer the 503 page during an outage, not a 200 without content", async () => {
    await expectUnavailable(await handle("/"), "html");
    await expectUnavailable(await handle("/research"), "html");
    await expectUnavailable(await handle("/research?category=Safety%20Tips"), "html");
    await expectUnavailable(await handle("/research/choosing-a-helmet"), "html");
    await expectUnavailable(await handle("/research.data"), "json");
  });

  it("any other failure keeps the page, with the spec's message in place of its content", async () => {
    content.failure = new TypeError("secret detail");
    expect((await handle("/")).status).toBe(200);
    expect((await handle("/research")).status).toBe(200);
    const request = new Request(`${ORIGIN}/research`);
    const loaded = await researchRoute.loader({ request, params: {}, context: {} } as never);
    expect(loaded).toMatchObject({ posts: [], failed: true });
    const home = await homeRoute.loader({ request: new Request(`${ORIGIN}/`), params: {}, context: {} } as never);
    expect(home.data).toEqual({ featured: null, recentlyViewed: [] });
  });
});
