// A short in-memory cache of public pages for visitors without cookies, in front of rendering:
// the same answer a shared cache would give within the page's own max-age, capped at a few
// seconds. Only responses the app marks `public` are kept (signed-in pages are `private,
// no-store`), and only requests without a Cookie header are answered from it, so what a
// signed-in visitor sees is never shared. Bodies are kept as sent (compressed), per encoding,
// with an ETag so a browser's conditional GET gets a 304. Requests for a page that is being
// rendered wait for that render instead of starting their own.
import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  storedAt: number;
  expiresAt: number;
}

const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 1 << 20;
const KEPT_HEADERS = ["content-type", "content-encoding", "cache-control", "vary", "x-content-type-options", "referrer-policy", "x-frame-options", "content-security-policy"];

function encodingOf(acceptEncoding: string | undefined): string {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** Seconds a response may be shared for: its public max-age (or s-maxage), capped; 0 when it may not. */
function shareableSeconds(res: Response, cap: number): number {
  const control = String(res.getHeader("cache-control") ?? "");
  const type = String(res.getHeader("content-type") ?? "");
  if (!/^(text\/html|application\/json|text\/x-script)/.test(type)) return 0;
  // A page carries its own CSP nonce, which must never be served twice.
  if (String(res.getHeader("content-security-policy") ?? "").includes("'nonce-")) return 0;
  if (res.statusCode !== 200 || res.getHeader("set-cookie") || !/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const age = Number(control.match(/\bs-maxage=(\d+)/)?.[1] ?? control.match(/\bmax-age=(\d+)/)?.[1] ?? 0);
  return Math.min(age, cap);
}

export function pageCache(maxSeconds: number): RequestHandler {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();

  const answer = (res: Response, entry: Entry, ifNoneMatch: string | undefined) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    res.setHeader("X-Cache", "HIT");
    if (ifNoneMatch === entry.etag) {
      res.removeHeader("content-encoding");
      return res.status(304).end();
    }
    res.setHeader("Content-Length", String(entry.body.length));
    res.status(entry.status).end(entry.body);
  };

  return (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie || req.headers.authorization) return next();
    const key = `${encodingOf(req.get("accept-encoding"))} ${req.originalUrl}`;
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return answer(res, cached, req.get("if-none-match"));
    if (cached) entries.delete(key);
    const pending = rendering.get(key);
    if (pending) {
      pending.then((entry) => (entry ? answer(res, entry, req.get("if-none-match")) : next()), next);
      return;
    }
    let settle: (entry: Entry | null) => void = () => {};
    const mine = new Promise<Entry | null>((resolve) => (settle = resolve));
    rendering.set(key, mine);
    const done = (entry: Entry | null) => {
      if (rendering.get(key) === mine) rendering.delete(key);
      settle(entry);
      settle = () => {};
    };
    res.once("close", () => done(null));

    // Record what goes out (after compression, which wraps these same methods later on).
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const seconds = shareableSeconds(res, maxSeconds);
      let entry: Entry | null = null;
      if (seconds > 0 && size <= MAX_BODY_BYTES) {
        const body = Buffer.concat(chunks);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
        });
        const now = Date.now();
        entry = { status: res.statusCode, headers, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, storedAt: now, expiresAt: now + seconds * 1000 };
        entries.set(key, entry);
      }
      done(entry);
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
