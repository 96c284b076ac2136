// The production server's short page cache (server/page-cache.ts) on a bare express app.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "../../server/page-cache";

let origin = "";
let renders = 0;
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(pageCache(5));
  app.get("/public", (_req, res) => {
    renders++;
    res.set("Cache-Control", "public, max-age=30").type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/slow", (_req, res) => {
    renders++;
    const n = renders;
    setTimeout(() => res.set("Cache-Control", "public, max-age=30").type("html").send(`<p>slow ${n}</p>`), 200);
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

  it("lets concurrent requests for one page share a single render", async () => {
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 5 }, () => fetch(`${origin}/slow`).then((r) => r.text())));
    expect(renders - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("never answers a request that carries a cookie from the cache", async () => {
    await fetch(`${origin}/public`);
    const signedIn = await fetch(`${origin}/public`, { headers: { Cookie: "__Host-session=abc" } });
    expect(signedIn.headers.get("x-cache")).toBeNull();
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
