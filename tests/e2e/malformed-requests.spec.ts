// What the production server answers to requests no page sends: huge streamed bodies,
// methods a web request cannot carry, paths that do not decode, bodies that are not forms.
// Each is a clear 4xx with the security headers and nothing of the framework, and changes nothing.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { expectBaseline } from "./baseline-headers";
import { withE2eDb } from "./seller-db";

interface Answer {
  status: number;
  headers: () => Record<string, string>;
  body: string;
  /** Bytes of the request body written before the answer arrived. */
  sent: number;
}

/**
 * Streams a body of `total` bytes in 64 KB chunks (chunked encoding unless a length is
 * declared) and stops writing as soon as the server answers.
 */
function stream(path: string, options: { total: number; contentType: string; method?: string; declaredLength?: number }): Promise<Answer> {
  const url = new URL(path, BASE_URL);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "Content-Type": options.contentType, Origin: BASE_URL };
    if (options.declaredLength !== undefined) headers["Content-Length"] = String(options.declaredLength);
    const req = http.request(url, { method: options.method ?? "POST", headers });
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: () => res.headers as Record<string, string>, body: Buffer.concat(parts).toString(), sent });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < options.total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    if (options.declaredLength === undefined) write();
    else req.flushHeaders();
  });
}

/** A raw request, for methods and paths a browser or fetch would refuse to send. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(BASE_URL);
    const req = http.request({ hostname, port, method, path, headers: { Origin: BASE_URL, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: () => res.headers as Record<string, string>, body: Buffer.concat(parts).toString(), sent: 0 }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const withoutFrameworkDetail = (answer: Answer, what: string) => {
  // Pages name their own route modules in the script that hydrates them; a refusal says nothing of them.
  expect(answer.body, what).not.toMatch(/You made a|did not provide|React Router|node_modules|\n\s+at |TypeError|SyntaxError/);
  if (!answer.headers()["content-type"]?.includes("text/html") || answer.status !== 400) expect(answer.body, what).not.toMatch(/routes\//);
};

const counts = () =>
  withE2eDb(async (db) => ({
    users: await db.user.count(),
    vehicles: await db.vehicle.count(),
    listings: await db.listing.count(),
    sessions: await db.session.count(),
  }));

test.describe("request bodies are capped while they stream in", () => {
  test("a 200 MB chunked form to /login is answered 413 after its first bytes, not read whole", async () => {
    const answer = await stream("/login", { total: 200 * 1024 * 1024, contentType: "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(413);
    expectBaseline(answer, "413 page");
    expect(answer.body).toContain("This request is too large.");
    // The server answered long before the body ended: socket buffers hold a few MB, and a loaded
    // machine lets the client write some more before the answer arrives (32.5 MB once in a full run).
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
  });

  test("a 50 MB chunked JSON body to the sign-in API is answered 413 as JSON, not read whole", async () => {
    const answer = await stream("/api/auth/login", { total: 50 * 1024 * 1024, contentType: "application/json" });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "This request is too large." });
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
  });

  test("a declared length over the limit is refused before any of the body is read", async () => {
    for (const path of ["/account", "/sell.data?step=1", "/api/users/1"]) {
      const answer = await stream(path, { total: 0, declaredLength: 10 * 1024 * 1024, contentType: "application/x-www-form-urlencoded", method: path.startsWith("/api") ? "PUT" : "POST" });
      expect(answer.status, path).toBe(413);
    }
  });

  test("the photo buttons keep the photo limit: a large multipart body to a wizard step is not refused for its size", async () => {
    // 2 MB of multipart, far over the form limit and well under the photo limit: the step's
    // own checks answer (here: a visitor is sent to sign in), not the size cap.
    const answer = await stream("/sell?step=2", { total: 2 * 1024 * 1024, contentType: "multipart/form-data; boundary=x" });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });
});

test("a client that asks to close the connection still reads the 413 before it closes", async () => {
  const url = new URL("/login", BASE_URL);
  const answer = await new Promise<number>((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent: false, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL, Connection: "close" } });
    let answered = false;
    req.on("response", (res) => ((answered = true), resolve(res.statusCode ?? 0), res.resume()));
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && sent < 64 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
    };
    write();
  });
  expect(answer).toBe(413);
});

test("a kept-alive connection still answers after a route answered without reading the whole body", async () => {
  // A signed-out photo post is redirected to sign in before its body is read; a browser then
  // sends its next request on the same connection, which must not hang.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const headers = body ? { "Content-Type": "multipart/form-data; boundary=x", Origin: BASE_URL } : {};
      const req = http.request(new URL(path, BASE_URL), { method, agent, headers, timeout: 5000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("timeout", () => req.destroy(new Error(`${method} ${path} hung`)));
      req.on("error", reject);
      req.end(body);
    });
  try {
    expect(await send("POST", "/sell?step=2", Buffer.alloc(2 * 1024 * 1024, "a"))).toBe(302);
    expect(await send("GET", "/healthz")).toBe(200);
  } finally {
    agent.destroy();
  }
});

test("TRACE and other methods a web request cannot carry answer 405 with Allow", async () => {
  for (const [method, path] of [["TRACE", "/"], ["TRACE", "/login"], ["PROPFIND", "/account"], ["MKCOL", "/api/listings"]]) {
    const answer = await raw(method!, path!);
    expect(answer.status, method).toBe(405);
    expect(answer.headers().allow, method).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expectBaseline(answer, method!);
    withoutFrameworkDetail(answer, method!);
  }
});

test("paths with broken percent-encoding answer 400 with the security headers", async () => {
  for (const path of ["/%", "/vehicles/%", "/research/%", "/%E0%A4%A", "/api/vehicles/%", "/media/%zz.webp"]) {
    const answer = await raw("GET", path);
    expect(answer.status, path).toBe(400);
    expectBaseline(answer, path);
    withoutFrameworkDetail(answer, path);
  }
});

test("a NUL character in an address or a JSON body is a 400 that changes nothing", async ({ request }) => {
  const before = await counts();
  for (const path of ["/api/available-vehicle-models?make=%00", "/buy?keyword=honda%00", "/vehicles/1%00", "/research?q=%00"]) {
    const answer = await raw("GET", path);
    expect(answer.status, path).toBe(400);
    expectBaseline(answer, path);
  }
  const json = await request.post("/api/auth/register", { headers: { Origin: BASE_URL }, data: { email: "nul@b.example", password: "gravel-trail-123", firstName: "A\u0000", lastName: "B" } });
  expect(json.status()).toBe(400);
  expect(await counts()).toEqual(before);
});

test("a page POST whose Origin does not parse gets React Router's own 400, with the security headers", async () => {
  const before = await counts();
  for (const origin of ["http://[", "::::", "http://exa mple.com"]) {
    const answer = await raw("POST", "/login", { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, "intent=signin&email=a%40b.co&password=x");
    expect(answer.status, origin).toBe(400);
    expectBaseline(answer, origin);
    withoutFrameworkDetail(answer, origin);
  }
  expect(await counts()).toEqual(before);
});

test("resource routes do not answer as page data: 404 with the security headers", async () => {
  for (const path of ["/vehicles/1/preview.png.data", "/research/x/preview.png.data", "/sitemap.xml.data", "/sitemaps/pages.xml.data", "/robots.txt.data", "/healthz.data", "/api/vehicles/search.data", "/media/photos/x.webp.data"]) {
    const answer = await raw("GET", path);
    expect(answer.status, path).toBe(404);
    expectBaseline(answer, path);
    withoutFrameworkDetail(answer, path);
  }
});

test("a path that climbs out of a folder is answered by the app, not with a bare redirect", async () => {
  for (const path of ["/payment-success/..", "/assets/..", "/research/.."]) {
    const answer = await raw("GET", path);
    expect(answer.status, path).not.toBe(301);
    expect(answer.status, path).toBeLessThan(500);
    expectBaseline(answer, path);
  }
});

test("page actions refuse bodies that are not forms with 415, and broken forms with 400, changing nothing", async ({ request }) => {
  const before = await counts();
  const targets = ["/login", "/account", "/sell?step=1", "/vehicles/1", "/vehicles/1/edit?step=1", "/login.data", "/account.data", "/sell.data?step=3", "/vehicles/1.data"];
  const bodies: [string | undefined, string | undefined][] = [
    ["application/json", '{"intent":"signin","email":"a@b.co","password":"x"}'],
    ["text/plain", "intent=signin"],
    [undefined, undefined],
    [undefined, "intent=signin"],
  ];
  for (const path of targets) {
    for (const [type, body] of bodies) {
      const answer = await raw("POST", path, type ? { "Content-Type": type } : {}, body);
      expect(answer.status, `${path} ${type}`).toBe(415);
      expectBaseline(answer, path);
      withoutFrameworkDetail(answer, path);
    }
  }
  // Broken multipart (a boundary that never closes) on the page that reads forms signed out.
  for (const path of ["/login", "/login.data"]) {
    const broken = await raw("POST", path, { "Content-Type": "multipart/form-data; boundary=zzz" }, '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsignin');
    expect(broken.status, path).toBe(400);
    withoutFrameworkDetail(broken, path);
  }
  // The same through an ordinary client's JSON post.
  const json = await request.post("/account", { data: { intent: "update-profile" }, headers: { Origin: BASE_URL } });
  expect(json.status()).toBe(415);
  expect(await counts()).toEqual(before);
});

test("a write to a page that has no action says so without naming any route module", async () => {
  for (const path of ["/no-such-page", "/help", "/no-such-page.data"]) {
    const answer = await raw("POST", path, { "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
    expect(answer.status, path).toBe(405);
    expect(answer.headers().allow, path).toBeTruthy();
    expectBaseline(answer, path);
    withoutFrameworkDetail(answer, path);
  }
  const put = await raw("PUT", "/vehicles/1", { "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
  expect(put.status).toBe(405);
  expect(put.headers().allow).toBe("GET, HEAD, POST");
});

test("made-up asset names are not found, whatever encoding is asked for", async () => {
  for (let i = 0; i < 20; i++) {
    const answer = await raw("GET", `/assets/${"x".repeat(2000)}${i}.js`, { "Accept-Encoding": "br" });
    expect(answer.status).toBe(404);
    expectBaseline(answer, "missing asset");
  }
});
