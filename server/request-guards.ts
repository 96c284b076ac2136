// Checks made on the raw HTTP request, before React Router builds a web Request from it:
// methods a web Request cannot carry, paths that do not decode, and bodies past their size
// limit (counted while they stream in, so a huge chunked body is never held in memory).
import type { ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { bodyLimitFor } from "../app/edge/body-limits";
import { refusal } from "../app/edge/refusals";
import { baselineHeaders } from "../app/modules/security/response-headers.server";
import { NON_DOCUMENT_POLICY } from "../app/modules/security/content-security-policy.server";
import { env } from "../app/utils/env.server";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = ALLOWED_METHODS.join(", ");

export class RequestBodyTooLarge extends Error {
  constructor() {
    super("Request body too large");
    this.name = "RequestBodyTooLarge";
  }
}

/** The baseline security headers, for answers that never pass through the app (files, refusals, errors). */
export function setBaselineHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(baselineHeaders(env().NODE_ENV === "production"))) res.setHeader(name, value);
  if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", NON_DOCUMENT_POLICY);
}

/**
 * Gives every answer the baseline headers it lacks, just before its head is written. The app's
 * middleware sets them on what its routes answer, but React Router answers a few requests
 * before any middleware runs (its 400 for a page POST whose Origin does not parse, say).
 */
export const baselineHeadersOnEveryAnswer: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const [name, value] of Object.entries(baselineHeaders(env().NODE_ENV === "production"))) if (!this.hasHeader(name)) this.setHeader(name, value);
    if (!this.hasHeader("Content-Security-Policy") && !this.hasHeader("Content-Security-Policy-Report-Only")) this.setHeader("Content-Security-Policy", NON_DOCUMENT_POLICY);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  next();
};

type RouteManifest = ServerBuild["routes"];

function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      return route!.index ? { id, path, index: true } : { id, path, caseSensitive, children: routeTree(manifest, id) };
    });
}

const trees = new WeakMap<RouteManifest, RouteObject[]>();

/**
 * 404 for a `.data` read of a resource route (one with no page: a preview image, a sitemap,
 * robots.txt, the API, /healthz). React Router would otherwise run its loader and answer its
 * body as page data; only pages have data to load. Posts stay: React Router's client sends a
 * form posted to a resource route's action (sign-out) as `.data`.
 */
export function refuseResourceRouteData(routes: () => RouteManifest): RequestHandler {
  return (req, res, next) => {
    if (!req.path.endsWith(".data") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const manifest = routes();
    let tree = trees.get(manifest);
    if (!tree) trees.set(manifest, (tree = routeTree(manifest)));
    const pathname = req.path === "/_root.data" ? "/" : req.path.slice(0, -".data".length);
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    const module = leaf === undefined ? undefined : manifest[leaf]?.module;
    if (module && !module.default && !module.ErrorBoundary) return void sendRefusal(req, res, 404);
    next();
  };
}

/** Sends one of the app's refusals through Express, with the baseline headers. */
export async function sendRefusal(req: ExpressRequest, res: ExpressResponse, status: number, headers: Record<string, string> = {}) {
  const answer = refusal(status, req.path, req.get("accept"), headers);
  res.status(status);
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  setBaselineHeaders(res);
  res.end(req.method === "HEAD" ? undefined : await answer.text());
}

/**
 * Whether a path decodes to text without control characters. No address the product makes has
 * one, and URL parsers drop some of them (a tab, a newline), so "/%09/x" would be read as "//x",
 * an address on another host, by React Router's own location code.
 */
function decodesToPlainText(path: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/** 405 for methods outside the ones the app answers (TRACE, CONNECT, ...), 400 for a path that does not decode to plain text or an address with a NUL. */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.includes(req.method)) return void sendRefusal(req, res, 405, { Allow: ALLOW });
  // A NUL is never part of an address the product makes, and Postgres refuses it in text.
  if (!decodesToPlainText(req.path) || /%00/i.test(req.originalUrl)) return void sendRefusal(req, res, 400);
  next();
};

// After a 413, how long the rest of the body is read and dropped before the connection is cut.
const DRAIN_MS = 1000;

/** Closes the sending side at once and the connection a moment later, so an answer already sent is still read. */
function closeAfterDrain(req: ExpressRequest) {
  req.socket.end();
  setTimeout(() => req.destroy(new RequestBodyTooLarge()), DRAIN_MS).unref();
}

/** Drops whatever of the body still arrives, without a reader (the app's stopped reading it). */
function dropRestOfBody(req: ExpressRequest) {
  req.on("error", () => {});
  req.removeAllListeners("data");
  req.resume();
}

/**
 * An answer sent while its body is still arriving (the app refused an upload part way, or
 * answered without reading the body) closes the connection once sent, as a 413 does: the rest
 * of the body is dropped for a moment, then the connection is cut, so it is never read whole.
 */
function closeOnceAnswered(req: ExpressRequest, res: ExpressResponse) {
  res.setHeader("Connection", "close");
  req.socket.destroySoon = () => {
    dropRestOfBody(req);
    closeAfterDrain(req);
  };
}

/** Answers 413 and closes the connection once the body passes its limit; the route's reader then fails instead of reading a cut-off body. */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse) {
  const socket = req.socket;
  const cut = () => req.destroy(new RequestBodyTooLarge());
  req.on("error", () => {});
  // Stop taking the body in: whatever still arrives is dropped, not buffered.
  req.removeAllListeners("data");
  req.resume();
  // Node closes a Connection: close socket as soon as the answer is sent, and closing with body
  // bytes still unread resets the connection, which can wipe out the answer before the client
  // reads it. So only the sending side closes at first; the rest of the body is read and dropped
  // for a moment, then the connection is cut.
  socket.destroySoon = () => closeAfterDrain(req);
  socket.once("close", cut);
  void sendRefusal(req, res, 413, { Connection: "close" });
}

/** Runs the app's handler with every request body capped while it streams in. */
export function limitRequestBodies(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const limit = bodyLimitFor(req.path, req.get("content-type"));
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > limit) return refuseTooLarge(req, res);
    let received = 0;
    let refused = false;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit || refused) return;
      refused = true;
      if (res.headersSent) closeAfterDrain(req);
      else refuseTooLarge(req, res);
    };
    // Attached before the handler attaches its reader, so it sees every chunk first.
    req.on("data", count);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ExpressResponse, ...args: unknown[]) {
      if (!refused && !req.complete && !res.headersSent) closeOnceAnswered(req, res);
      return (writeHead as (...a: unknown[]) => ExpressResponse).apply(this, args);
    } as typeof res.writeHead;
    // A route may answer without reading the whole body (a redirect to sign in, a refused photo).
    // Node only drains a body nobody started reading, so the rest would sit unread and the
    // connection hang. The rest is read and dropped instead, until closeOnceAnswered cuts it.
    res.once("finish", () => {
      if (refused || req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      req.on("data", count);
      req.resume();
    });
    handler(req, res, next);
  };
}

