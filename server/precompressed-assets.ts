// Serves the fingerprinted build assets brotli-compressed at the highest quality, compressed
// once per file and kept in memory: the on-the-fly compression is tuned for speed and sends
// about a fifth more bytes. Other requests fall through to express.static.
import { existsSync, readdirSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { RequestHandler } from "express";
import { setBaselineHeaders } from "./request-guards";

const compress = promisify(brotliCompress);
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};


export function precompressedAssets(dir: string): RequestHandler {
  // Only the build's own files are compressed and kept, so the cache never outgrows the build.
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const cache = new Map<string, Promise<Buffer | null>>();
  const load = (name: string) => {
    let entry = cache.get(name);
    if (!entry) {
      entry = fs
        .readFile(path.join(dir, name))
        .then((raw) => compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }))
        .catch(() => null);
      cache.set(name, entry);
    }
    return entry;
  };
  return (req, res, next) => {
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    // Only plain file names: no folders, no dot files, nothing outside the assets folder.
    if ((req.method !== "GET" && req.method !== "HEAD") || !type || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    if (!/\bbr\b/.test(req.get("accept-encoding") ?? "")) return next();
    load(name).then((body) => {
      if (!body) return next();
      res.set({
        "Content-Type": type,
        "Content-Encoding": "br",
        "Content-Length": String(body.length),
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      setBaselineHeaders(res);
      // A fingerprinted file never changes, so a revalidation is always answered "not modified".
      if (req.get("if-none-match") === `"${name}"`) return res.status(304).end();
      res.set("ETag", `"${name}"`);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    }, next);
  };
}
