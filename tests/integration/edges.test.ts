// The edges of the request pipeline: every answer carries the security headers, React Router's
// own refusals included; a form's unknown intent is a 400 that changes nothing; resource routes
// do not answer as page data. Over real HTTP through the production request pipeline (the
// Express guards of server/worker.ts, React Router's handler, the root middleware), against a
// real Postgres.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createListing, createUser } from "../support/fixtures";
import { requestApp, sessionCookieFor, type AppOutcome, type FormValues } from "../support/app-requests";

function expectBaselineHeaders(answer: AppOutcome, what: string) {
  const h = answer.headers;
  expect(h.get("X-Content-Type-Options"), what).toBe("nosniff");
  expect(h.get("X-Frame-Options"), what).toBe("DENY");
  expect(h.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("Permissions-Policy"), what).toContain("camera=()");
  expect(h.get("Cross-Origin-Opener-Policy"), what).toBe("same-origin");
  expect(h.get("Content-Security-Policy") ?? h.get("Content-Security-Policy-Report-Only"), what).toContain("frame-ancestors 'none'");
}

const PASSWORD = "gravel-trail-482";
let member: { id: number; email: string; cookie: string };
let vehicleId: number;

beforeAll(async () => {
  const user = await createUser(prisma, { email: `edges-${Date.now()}@example.com`, password: await hashPassword(PASSWORD) });
  member = { id: user.id, email: user.email, cookie: await sessionCookieFor(user.id) };
  vehicleId = (await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 9900, zip: "90210", userId: user.id })).id;
});

describe("React Router's own answers carry the security headers", () => {
  it("a page POST whose Origin does not parse is a 400 with every baseline header, as a page and as page data", async () => {
    for (const origin of ["http://[", "http://exa mple.com", "::::"]) {
      const page = await requestApp({ url: "/login", document: true, headers: { Origin: origin }, form: { intent: "signin", email: member.email, password: PASSWORD } });
      expect(page.status, origin).toBe(400);
      expectBaselineHeaders(page, `page, Origin ${origin}`);
      expect(page.headers.get("Set-Cookie"), origin).toBeNull();

      const data = await requestApp({ url: "/login.data", document: true, headers: { Origin: origin }, form: { intent: "signin", email: member.email, password: PASSWORD } });
      expect(data.status, origin).toBeGreaterThanOrEqual(400);
      expect(data.status, origin).toBeLessThan(500);
      expectBaselineHeaders(data, `data, Origin ${origin}`);
    }
  });
});

describe("unknown intents", () => {
  it("POST /buy saves a search only for its own intent: anything else is 400 and saves nothing", async () => {
    const forms: FormValues[] = [{ intent: "nope", query: "?type=dirtbike", name: "", frequency: "daily" }, { query: "?type=boat", name: "", frequency: "daily" }];
    for (const form of forms) {
      const answer = await requestApp({ url: "/buy?type=dirtbike", method: "POST", cookie: member.cookie, form });
      expect(answer.status, JSON.stringify(form)).toBe(400);
    }
    expect(await prisma.savedSearch.count({ where: { userId: member.id } })).toBe(0);
    // Signed out, too: refused for what it asks, before any sign-in redirect.
    expect((await requestApp({ url: "/buy", method: "POST", form: { intent: "nope" } })).status).toBe(400);
  });

  it("POST /account with an unknown intent is 400 and changes nothing of the profile", async () => {
    const answer = await requestApp({ url: "/account", cookie: member.cookie, form: { intent: "nope", firstName: "Changed", lastName: "Name", email: member.email } });
    expect(answer.status).toBe(400);
    const { firstName } = await prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(firstName).not.toBe("Changed");
  });

  it("POST /login with an unknown or missing intent is 400 and signs no one in", async () => {
    const forms: FormValues[] = [{ intent: "nope", email: member.email, password: PASSWORD }, { email: member.email, password: PASSWORD }];
    for (const form of forms) {
      const answer = await requestApp({ url: "/login", form });
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(answer.headers.get("Set-Cookie") ?? "", JSON.stringify(form)).not.toMatch(/session=/);
    }
  });

  it("every other intent switch answers 400 for an intent it does not know", async () => {
    for (const url of [`/vehicles/${vehicleId}`, "/messages/1", "/sell?step=1", `/vehicles/${vehicleId}/renew`]) {
      const answer = await requestApp({ url, cookie: member.cookie, form: { intent: "nope" } });
      expect(answer.status, url).toBe(400);
    }
  });
});

describe("resource routes do not answer as page data", () => {
  const RESOURCE_DATA = [
    `/vehicles/${1}/preview.png.data`,
    "/research/some-post/preview.png.data",
    "/sitemap.xml.data",
    "/sitemaps/pages.xml.data",
    "/robots.txt.data",
    "/healthz.data",
    "/media/photos/0d5f3c1e-7a43-4d1f-9a57-7b5d9b2f7f0a-1280.webp.data",
    "/api/vehicles/search.data",
    "/api/vehicles/featured.data",
    "/payment-success.data",
  ];

  it("a .data request to a route with no page is a 404 with the security headers", async () => {
    for (const url of [...RESOURCE_DATA, `/vehicles/${vehicleId}/preview.png.data`]) {
      const answer = await requestApp({ url });
      expect(answer.status, url).toBe(404);
      expect(JSON.parse(answer.text), url).toEqual({ error: "The page you are looking for doesn't exist or has been moved." });
      expectBaselineHeaders(answer, url);
    }
    // A form posted to a resource route's action still works as React Router's client sends it.
    const logout = await requestApp({ url: "/logout.data", method: "POST", document: true, cookie: member.cookie, form: { a: "b" } });
    expect(logout.status).toBe(202);
    expect(logout.headers.get("Set-Cookie")).toMatch(/session=;/);
  });

  it("pages still answer their data", async () => {
    for (const url of ["/buy.data", "/_root.data", `/vehicles/${vehicleId}.data`, "/no-such-page.data"]) {
      const answer = await requestApp({ url, document: true });
      expect(answer.headers.get("Content-Type"), url).toMatch(/^text\/x-script/);
      expect(answer.status, url).toBe(url === "/no-such-page.data" ? 404 : 200);
    }
    // The resource routes themselves still answer.
    expect((await requestApp({ url: `/vehicles/${vehicleId}/preview.png` })).status).toBe(200);
    expect((await requestApp({ url: "/robots.txt" })).status).toBe(200);
  });
});

describe("addresses with control characters", () => {
  it("are a 400 with the security headers, never read as an address on another host", async () => {
    // A tab is dropped by URL parsers, so "/%09/x" reads as "//x" (found by `npm run fuzz`).
    for (const url of ["/%09/%01", "/%09/%01?=", "/%0A/evil.example", "/buy/%1F", "/vehicles/%7F"]) {
      const answer = await requestApp({ url, document: true });
      expect(answer.status, url).toBe(400);
      expectBaselineHeaders(answer, url);
    }
    // Encoded spaces and ordinary characters still reach the app.
    expect((await requestApp({ url: "/no%20such%20page", document: true })).status).toBe(404);
  });
});
