// A short in-memory cache of public pages for visitors without cookies, in front of rendering:
// the same answer a shared cache would give within the page's own max-age, capped at a few
// seconds. Only responses the app marks `public` are kept (signed-in pages are `private,
// no-store`), and only requests without a Cookie header are answered from it, so what a
// signed-in visitor sees is never shared. Bodies are kept before compression (the compression
// middleware in front encodes each answer for its client), with an ETag so a browser's
// conditional GET gets a 304. A page's CSP nonce is never served twice: every answer from the
// cache gets a fresh nonce in its policy and in the body. Requests for a page that is being
// rendered wait for that render instead of starting their own.
// The kept pages are bounded in bytes (PAGE_CACHE_MB), least recently used first out.
// A request with a cookie is answered from the cache only for a page shared by view (decision
// 63): the app marks each page it renders that depends on its visitor only through what the
// header shows of them, and the cache keeps it under its URL and that view. Asked for such a page
// again with a cookie, it asks the app for the visitor's view first: a visitor with the same view
// gets the same page, one whose page would be their own (a toast, a list of their own, a write a
// moment ago) is given no view and goes to the app.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { metrics } from "../app/utils/metrics.server";
import { createNonce } from "../app/modules/security/content-security-policy.server";
import { PAGE_CACHE_MAX_STALE_SECONDS, SHARED_VIEW_HEADERS } from "../app/shared/page-cache-contract";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  /** The nonce the page was rendered with, replaced by a fresh one in every answer. */
  nonce: string | null;
  storedAt: number;
  expiresAt: number;
  /** Until then, an expired entry still answers while another request renders the page again. */
  staleUntil: number;
}

/** A page larger than this is never kept (nor a page larger than a tenth of the budget). */
const MAX_BODY_BYTES = 1 << 20;
/** The Entry object, its strings and the key, beside the body and the headers' text. */
const ENTRY_OVERHEAD_BYTES = 512;
const POLICY_HEADERS = ["content-security-policy", "content-security-policy-report-only"];
const KEPT_HEADERS = ["content-type", "cache-control", "x-content-type-options", "referrer-policy", "x-frame-options", "strict-transport-security", ...POLICY_HEADERS];
const NONCE = /'nonce-([A-Za-z0-9+/=_-]{16,})'/;

/**
 * Compresses an answer from the cache for its client. Each answer's body differs (its nonce), so
 * it is compressed every time: at brotli quality 2 / gzip level 1 that costs about a third of what
 * the on-the-fly middleware's settings would, for a body a few percent larger.
 */
function encodeForClient(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding: string | null } {
  if (body.length < 1024 || !acceptEncoding) return { body, encoding: null };
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }), encoding: "br" };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body, { level: 1 }), encoding: "gzip" };
  return { body, encoding: null };
}

function nonceOf(res: Response): string | null {
  for (const name of POLICY_HEADERS) {
    const found = String(res.getHeader(name) ?? "").match(NONCE);
    if (found) return found[1]!;
  }
  return null;
}

/** Seconds an answer may be served stale while a new render runs: its stale-while-revalidate, capped. */
function staleSeconds(control: string): number {
  const swr = Number(control.match(/\bstale-while-revalidate=(\d+)/)?.[1] ?? 0);
  return Math.min(swr, PAGE_CACHE_MAX_STALE_SECONDS);
}

/** Seconds a response may be shared for: the public max-age (or s-maxage) of `control`, capped; 0 when it may not. */
function shareableSeconds(res: Response, control: string, cap: number): number {
  const type = String(res.getHeader("content-type") ?? "");
  if (!/^(text\/html|application\/json|text\/x-script)/.test(type)) return 0;
  if (res.statusCode !== 200 || res.getHeader("set-cookie") || !/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const age = Number(control.match(/\bs-maxage=(\d+)/)?.[1] ?? control.match(/\bmax-age=(\d+)/)?.[1] ?? 0);
  return Math.min(age, cap);
}

/** The cache's key for a page: its URL, and for a page shared by view, the view. */
const keyOf = (url: string, view: string | null) => (view === null ? url : `${url}\n${view}`);

export interface PageCacheOptions {
  /** Told of every answer the cache gives in the app's place (the app counts listing views). */
  onCachedAnswer?: (req: Request) => void;
  /** The view of a visitor with cookies, for pages shared by view; null when their page is their own. Without it, no request with a cookie is answered from the cache. */
  viewOf?: (req: Request) => Promise<string | null>;
  /** The most the kept pages may hold together, bodies, headers and keys counted (default 24 MB). */
  maxBytes?: number;
}

export interface PageCacheUsage {
  entries: number;
  bytes: number;
  maxBytes: number;
}

export type PageCache = RequestHandler & { usage: () => PageCacheUsage };

const entryBytes = (entry: Entry, key: string) =>
  ENTRY_OVERHEAD_BYTES + key.length + entry.body.length + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

export function pageCache(maxSeconds: number, options: PageCacheOptions = {}): PageCache {
  const maxBytes = options.maxBytes ?? 24 * 2 ** 20;
  const maxBodyBytes = Math.min(MAX_BODY_BYTES, Math.floor(maxBytes / 10));
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entryBytes });
  const rendering = new Map<string, Promise<Entry | null>>();

  const answer = (req: Request, res: Response, entry: Entry) => {
    options.onCachedAnswer?.(req);
    const notModified = req.get("if-none-match") === entry.etag;
    const nonce = entry.nonce ? createNonce() : null;
    for (const [name, value] of entry.headers) {
      if (POLICY_HEADERS.includes(name)) {
        // A 304 keeps the browser's stored copy, whose body has the old nonce: its policy must stay too.
        if (notModified) continue;
        res.setHeader(name, nonce ? value.replaceAll(entry.nonce!, nonce) : value);
      } else res.setHeader(name, value);
    }
    res.setHeader("ETag", entry.etag);
    res.setHeader("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    // Only cookieless requests are answered here; a browser that has a cookie since (a session, its
    // recently viewed list: decision 56) must ask again rather than reuse this copy.
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    if (notModified) return res.status(304).end();
    const rendered = nonce ? Buffer.from(entry.body.toString("utf8").replaceAll(entry.nonce!, nonce)) : entry.body;
    // Content-Encoding set here tells the compression middleware to leave the body alone.
    const { body, encoding } = encodeForClient(rendered, req.get("accept-encoding"));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(entry.status).end(body);
  };

  /** Paths that have answered with a page shared by view: a request for one with a cookie asks for its view. */
  const sharedByView = new Set<string>();

  /** Records what the app writes, before the compression middleware in front encodes it, and keeps it when it may be kept. */
  const record = (req: Request, res: Response, asked: { key: string; view: string | null } | null, done: (entry: Entry | null) => void = () => {}) => {
    // A cookieless visitor's page is kept by its own Cache-Control; a page for one with cookies only by the app's mark.
    const cookieless = asked?.view === null;
    const chunks: Buffer[] = [];
    let size = 0;
    let mark: { view: string; cacheControl: string } | null | undefined;
    // The app's mark goes no further than here: read before the headers are sent, then removed.
    const takeMark = () => {
      if (mark !== undefined) return;
      const view = res.getHeader(SHARED_VIEW_HEADERS.view);
      const cacheControl = res.getHeader(SHARED_VIEW_HEADERS.cacheControl);
      mark = typeof view === "string" && typeof cacheControl === "string" ? { view, cacheControl } : null;
      res.removeHeader(SHARED_VIEW_HEADERS.view);
      res.removeHeader(SHARED_VIEW_HEADERS.cacheControl);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      takeMark();
      // A page for a visitor with cookies that the app did not mark is never kept: nothing to record.
      if (!cookieless && !mark) size = maxBodyBytes + 1;
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > maxBodyBytes) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      // Too large to keep: what was recorded goes now, not when the answer ends.
      if (size > maxBodyBytes) chunks.length = 0;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const view = cookieless ? null : (mark?.view ?? null);
      const control = cookieless ? String(res.getHeader("cache-control") ?? "") : (mark?.cacheControl ?? "");
      const seconds = cookieless || mark ? shareableSeconds(res, control, maxSeconds) : 0;
      const key = keyOf(req.originalUrl, view);
      let entry: Entry | null = null;
      if (seconds > 0 && size <= maxBodyBytes) {
        const body = Buffer.concat(chunks);
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
        });
        const now = Date.now();
        entry = { status: res.statusCode, headers, body, nonce: nonceOf(res), etag: `"${createHash("sha1").update(body).digest("base64url")}"`, storedAt: now, expiresAt: now + seconds * 1000, staleUntil: now + (seconds + staleSeconds(control)) * 1000 };
        entries.set(key, entry);
        if (view !== null) sharedByView.add(req.path);
      } else if (asked) entries.delete(asked.key);
      // Requests waiting for this render are answered from it only if it is the page they asked for.
      done(entry && asked && key === asked.key ? entry : null);
      return end(chunk, ...rest);
    }) as Response["end"];
  };

  /** Answers from the kept page under `key`, or renders it (once for every request that asks meanwhile) and keeps it. */
  const serve = (req: Request, res: Response, next: NextFunction, key: string, view: string | null) => {
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) {
      metrics.pageCache.inc({ result: "hit" });
      return answer(req, res, cached);
    }
    if (cached && cached.staleUntil <= now) entries.delete(key);
    const pending = rendering.get(key);
    // While one request renders the page again, the others get the answer kept before.
    if (pending && cached && cached.staleUntil > now) {
      metrics.pageCache.inc({ result: "stale" });
      return answer(req, res, cached);
    }
    if (pending) {
      // Waits for the render another request started: answered from it, so a hit.
      metrics.pageCache.inc({ result: "hit" });
      pending.then((entry) => (entry ? answer(req, res, entry) : next()), next);
      return;
    }
    metrics.pageCache.inc({ result: "miss" });
    let settle: (entry: Entry | null) => void = () => {};
    const mine = new Promise<Entry | null>((resolve) => (settle = resolve));
    rendering.set(key, mine);
    const done = (entry: Entry | null) => {
      if (rendering.get(key) === mine) rendering.delete(key);
      settle(entry);
      settle = () => {};
    };
    res.once("close", () => done(null));
    record(req, res, { key, view }, done);
    next();
  };

  const bypass = (next: NextFunction) => {
    metrics.pageCache.inc({ result: "bypass" });
    next();
  };

  const handler: RequestHandler = (req, res, next) => {
    // Only this cache asks the app for its mark.
    delete req.headers[SHARED_VIEW_HEADERS.wanted];
    if (req.method !== "GET" || req.headers.authorization) return bypass(next);
    if (!req.headers.cookie) return serve(req, res, next, keyOf(req.originalUrl, null), null);
    const viewOf = options.viewOf;
    if (!viewOf) return bypass(next);
    req.headers[SHARED_VIEW_HEADERS.wanted] = "1";
    // Rendered by the app for this visitor, and kept if the app marks the page shared by view.
    const render = () => {
      record(req, res, null);
      bypass(next);
    };
    if (!sharedByView.has(req.path)) return render();
    viewOf(req).then(
      (view) => (view === null ? render() : serve(req, res, next, keyOf(req.originalUrl, view), view)),
      // The app answers for itself when the view cannot be read (its database away, say).
      render,
    );
  };
  return Object.assign(handler, { usage: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxBytes }) });
}
