// Checks made on the raw HTTP request, before React Router builds a web Request from it:
// methods a web Request cannot carry, paths that do not decode, and bodies past their size
// limit (counted while they stream in, so a huge chunked body is never held in memory).
import type { ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { bodyLimitFor } from "../app/modules/security/body-limits";
import { refusal } from "../app/modules/security/refusals";
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

/** Sends one of the app's refusals through Express, with the baseline headers. */
export async function sendRefusal(req: ExpressRequest, res: ExpressResponse, status: number, headers: Record<string, string> = {}) {
  const answer = refusal(status, req.path, req.get("accept"), headers);
  res.status(status);
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  setBaselineHeaders(res);
  res.end(req.method === "HEAD" ? undefined : await answer.text());
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** 405 for methods outside the ones the app answers (TRACE, CONNECT, ...), 400 for a path that does not decode. */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.includes(req.method)) return void sendRefusal(req, res, 405, { Allow: ALLOW });
  if (!decodes(req.path)) return void sendRefusal(req, res, 400);
  next();
};

// After a 413, how long the rest of the body is read and dropped before the connection is cut:
// closing a socket with unread data resets it, and the client might never see the answer
// (which is also why the answer does not say Connection: close, which closes at once).
const DRAIN_MS = 1000;

/** Answers 413 and closes the connection once the body passes its limit; the route's reader then fails instead of reading a cut-off body. */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse) {
  // Stop taking the body in: whatever still arrives is dropped, not buffered.
  req.removeAllListeners("data");
  req.resume();
  res.once("finish", () => setTimeout(() => req.destroy(new RequestBodyTooLarge()), DRAIN_MS).unref());
  res.once("close", () => req.destroy(new RequestBodyTooLarge()));
  void sendRefusal(req, res, 413);
}

/** Runs the app's handler with every request body capped while it streams in. */
export function limitRequestBodies(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const limit = bodyLimitFor(req.path, req.get("content-type"));
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > limit) return refuseTooLarge(req, res);
    // Once destroyed for its size the request emits an error its reader may no longer wait for.
    req.on("error", () => {});
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) refuseTooLarge(req, res);
    };
    // Attached before the handler attaches its reader, so it sees every chunk first.
    req.on("data", count);
    handler(req, res, next);
  };
}

