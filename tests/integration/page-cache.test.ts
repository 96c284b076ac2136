// The production server's short page cache (server/page-cache.ts) on a bare express app.
import type { AddressInfo } from "node:net";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "../../server/page-cache";
import { SHARED_VIEW_HEADERS } from "../../app/shared/page-cache-contract";

let origin = "";
let renders = 0;
let close = () => {};
/** The paths the cache answered in the app's place, as it reports them. */
const cachedAnswers: string[] = [];

beforeAll(async () => {
  const app = express();
  // As in the production server: compression in front of the cache.
  app.use(compression({ threshold: 0 }));
  app.use(pageCache(5, { onCachedAnswer: (req) => cachedAnswers.push(req.path) }));
  app.get("/page", (_req, res) => {
    renders++;
    const nonce = `n${renders}`.padEnd(22, "x") + "==";
    res
      .set("Cache-Control", "public, max-age=30")
      .set("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}'`)
      .type("html")
      .send(`<p>render ${renders}</p><script nonce="${nonce}">go()</script>`.repeat(20));
  });
  app.get("/public", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=30").type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/slow", (_req, res) => {
    renders++;
    const n = renders;
    setTimeout(() => res.set("Cache-Control", "public, max-age=30").type("html").send(`<p>slow ${n}</p>`), 200);
  });
  app.get("/revalidated", (_req, res) => {
    renders++;
    const n = renders;
    setTimeout(() => res.set("Cache-Control", "public, max-age=1, stale-while-revalidate=30").type("html").send(`<p>revalidated ${n}</p>`), 300);
  });
  app.get("/private", (_req, res) => {
    renders++;
    res.set("Cache-Control", "private, no-store").type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/cookie", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=30").cookie("toast", "x").type("html").send(`<p>render ${renders}</p>`);
  });
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("pageCache", () => {
  it("answers a cookieless visitor from the cache, with an ETag that yields 304", async () => {
    const first = await fetch(`${origin}/public`);
    const firstBody = await first.text();
    const second = await fetch(`${origin}/public`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    const etag = second.headers.get("etag")!;
    const conditional = await fetch(`${origin}/public`, { headers: { "If-None-Match": etag } });
    expect(conditional.status).toBe(304);
  });

  it("reports each answer it gives in the app's place, and not the renders", async () => {
    cachedAnswers.length = 0;
    const before = renders;
    await (await fetch(`${origin}/page?reported`)).text();
    await (await fetch(`${origin}/page?reported`)).text();
    await (await fetch(`${origin}/page?reported`)).text();
    expect(renders).toBe(before + 1);
    expect(cachedAnswers).toEqual(["/page", "/page"]);
  });

  it("gives every answer from the cache a fresh nonce, in the policy and the page alike", async () => {
    const first = await fetch(`${origin}/page`);
    const firstBody = await first.text();
    const policyNonce = (res: Response) => res.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    const nonces = new Set([policyNonce(first)]);
    for (let i = 0; i < 3; i++) {
      const hit = await fetch(`${origin}/page`, { headers: { "Accept-Encoding": "br" } });
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(hit.headers.get("content-encoding")).toBe("br");
      const nonce = policyNonce(hit);
      const body = await hit.text();
      expect(body.match(/nonce="([^"]+)"/g)!.every((n) => n === `nonce="${nonce}"`)).toBe(true);
      // The same page otherwise: one render served again.
      expect(body.replaceAll(nonce, "N")).toBe(firstBody.replaceAll(policyNonce(first), "N"));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
    const gzipped = await fetch(`${origin}/page`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect((await gzipped.text()).replaceAll(policyNonce(gzipped), "N")).toBe(firstBody.replaceAll(policyNonce(first), "N"));
  });

  it("answers a conditional GET with a 304 that keeps the browser's stored policy", async () => {
    const hit = await fetch(`${origin}/page`);
    const conditional = await fetch(`${origin}/page`, { headers: { "If-None-Match": hit.headers.get("etag")! } });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("content-security-policy")).toBeNull();
  });

  it("lets concurrent requests for one page share a single render", async () => {
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 5 }, () => fetch(`${origin}/slow`).then((r) => r.text())));
    expect(renders - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("answers from the expired copy only while one request renders the page again", async () => {
    const first = await (await fetch(`${origin}/revalidated`)).text();
    await new Promise((r) => setTimeout(r, 1100));
    const before = renders;
    const renderingAgain = fetch(`${origin}/revalidated`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await fetch(`${origin}/revalidated`);
    expect(meanwhile.headers.get("x-cache")).toBe("HIT");
    expect(await meanwhile.text()).toBe(first);
    const fresh = await renderingAgain;
    expect(fresh).not.toBe(first);
    expect(renders - before).toBe(1);
    // The new render replaced the old copy.
    expect(await (await fetch(`${origin}/revalidated`)).text()).toBe(fresh);
  });

  it("never answers a request that carries a cookie from the cache", async () => {
    await fetch(`${origin}/public`);
    const signedIn = await fetch(`${origin}/public`, { headers: { Cookie: "__Host-session=abc" } });
    expect(signedIn.headers.get("x-cache")).toBeNull();
  });

  it("tells browsers its answers vary with the cookie, so one set later is not answered from their copy", async () => {
    await fetch(`${origin}/public`);
    const hit = await fetch(`${origin}/public`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("vary")).toMatch(/\bCookie\b/);
  });

  it("keeps neither private pages nor responses that set a cookie", async () => {
    for (const path of ["/private", "/cookie"]) {
      const a = await (await fetch(`${origin}${path}`)).text();
      const b = await fetch(`${origin}${path}`);
      expect(b.headers.get("x-cache")).toBeNull();
      expect(await b.text()).not.toBe(a);
    }
  });
});

describe("pageCache's byte budget", () => {
  const maxBytes = 1 << 20;
  let bounded: ReturnType<typeof pageCache>;
  let boundedOrigin = "";
  let closeBounded = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    bounded = pageCache(5, { maxBytes });
    app.use(bounded);
    // 90 kB pages, each its own: twenty of them would be 1.8 MB.
    app.get("/large/:n", (req, res) => {
      res.set("Cache-Control", "public, max-age=30").type("html").send(`<p>${req.params.n}</p>`.padEnd(90_000, "x"));
    });
    // Past a tenth of the budget a page is not kept at all.
    app.get("/huge", (_req, res) => {
      res.set("Cache-Control", "public, max-age=30").type("html").send("<p>huge</p>".padEnd(maxBytes / 10 + 1, "x"));
    });
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    boundedOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeBounded = () => server.close();
  });
  afterAll(() => closeBounded());

  it("never holds more than its budget when filled with large pages, and drops the least recently used", async () => {
    for (let n = 0; n < 20; n++) {
      const body = await (await fetch(`${boundedOrigin}/large/${n}`)).text();
      expect(body).toHaveLength(90_000);
      const usage = bounded.usage();
      expect(usage.bytes).toBeLessThanOrEqual(maxBytes);
      expect(usage.maxBytes).toBe(maxBytes);
    }
    // Full, within its budget: about eleven pages of 90 kB.
    expect(bounded.usage().bytes).toBeGreaterThan(maxBytes * 0.8);
    expect(bounded.usage().entries).toBeLessThan(12);
    expect((await fetch(`${boundedOrigin}/large/19`)).headers.get("x-cache")).toBe("HIT");
    expect((await fetch(`${boundedOrigin}/large/0`)).headers.get("x-cache")).toBeNull();
  });

  it("does not keep a page larger than a tenth of its budget", async () => {
    const before = bounded.usage();
    await (await fetch(`${boundedOrigin}/huge`)).text();
    expect(bounded.usage().bytes).toBeLessThanOrEqual(before.bytes);
    expect((await fetch(`${boundedOrigin}/huge`)).headers.get("x-cache")).toBeNull();
  });
});

describe("pageCache's pages shared by view", () => {
  let viewOrigin = "";
  let closeViews = () => {};
  let viewRenders = 0;
  /** The view each visitor's cookie stands for; a cookie not listed has a page of its own. */
  const views: Record<string, string> = { "v=a1": "two unread", "v=a2": "two unread", "v=b": "five unread" };

  beforeAll(async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(pageCache(5, { viewOf: async (req) => views[req.headers.cookie ?? ""] ?? null }));
    // As the app does: a page for a visitor with a view is marked with it, when the cache asks.
    const viewPage: express.RequestHandler = (req, res) => {
      viewRenders++;
      const n = viewRenders;
      const view = views[req.headers.cookie ?? ""];
      setTimeout(() => {
        if (view && req.headers[SHARED_VIEW_HEADERS.wanted]) res.set(SHARED_VIEW_HEADERS.view, view).set(SHARED_VIEW_HEADERS.cacheControl, "public, max-age=30");
        res.set("Cache-Control", "private, no-store").type("html").send(`<p>${view ?? "own"} render ${n}</p>`);
      }, 100);
    };
    app.get("/shared", viewPage);
    app.get("/changing", viewPage);
    // Never marked: the cache keeps nothing of it for visitors with cookies.
    app.get("/unmarked", (req, res) => {
      viewRenders++;
      res.set("Cache-Control", "private, no-store").type("html").send(`<p>unmarked ${viewRenders} ${req.headers[SHARED_VIEW_HEADERS.wanted] ?? ""}</p>`);
    });
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    viewOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeViews = () => server.close();
  });
  afterAll(() => closeViews());

  const ask = (path: string, cookie: string) => fetch(`${viewOrigin}${path}`, { headers: { Cookie: cookie } });

  it("answers visitors with the same view from one render, and no one else from it", async () => {
    // The first page with a cookie teaches the cache the path is shared by view.
    await (await ask("/shared", "v=a1")).text();
    const before = viewRenders;
    const a1 = await ask("/shared", "v=a1");
    const a2 = await ask("/shared", "v=a2");
    const b = await ask("/shared", "v=b");
    const own = await ask("/shared", "v=mine");
    expect([a1.headers.get("x-cache"), a2.headers.get("x-cache"), b.headers.get("x-cache"), own.headers.get("x-cache")]).toEqual(["HIT", "HIT", null, null]);
    expect(await a2.text()).toBe(await a1.text());
    expect(await b.text()).toMatch(/^<p>five unread render/);
    expect(await own.text()).toMatch(/^<p>own render/);
    expect(viewRenders - before).toBe(2);
    // What the visitor is sent keeps the page's own privacy and never the app's mark.
    expect(a1.headers.get("cache-control")).toBe("private, no-store");
    expect(b.headers.get(SHARED_VIEW_HEADERS.view)).toBeNull();
    expect(b.headers.get(SHARED_VIEW_HEADERS.cacheControl)).toBeNull();
  });

  it("shares one render between concurrent visitors of one view, and never hands it to another view's", async () => {
    // Learnt from a page of another view: nothing is kept yet for "two unread".
    await (await ask("/changing", "v=b")).text();
    const before = viewRenders;
    const bodies = await Promise.all(["v=a1", "v=a2", "v=b", "v=a2", "v=a1"].map(async (cookie) => [cookie, await (await ask("/changing", cookie)).text()] as const));
    for (const [cookie, body] of bodies) expect(body).toContain(cookie === "v=b" ? "five unread" : "two unread");
    expect(new Set(bodies.filter(([cookie]) => cookie !== "v=b").map(([, body]) => body)).size).toBe(1);
    expect(viewRenders - before).toBe(1);
  });

  it("keeps nothing of a page for a visitor with cookies that the app does not mark, and passes on no visitor's request for a mark", async () => {
    const cookieless = await (await fetch(`${viewOrigin}/unmarked`, { headers: { [SHARED_VIEW_HEADERS.wanted]: "forged" } })).text();
    expect(cookieless).toMatch(/unmarked \d+ <\/p>$/);
    const first = await (await fetch(`${viewOrigin}/unmarked`, { headers: { Cookie: "v=a1", [SHARED_VIEW_HEADERS.wanted]: "forged" } })).text();
    expect(first).toMatch(/unmarked \d+ 1<\/p>$/);
    const second = await ask("/unmarked", "v=a1");
    expect(second.headers.get("x-cache")).toBeNull();
    expect(await second.text()).not.toBe(first);
  });
});
