// Sends requests to the app over HTTP through the production request pipeline: the Express
// guards of server/worker.ts (client address, malformed-request refusals, body limits), React
// Router's request handler, the root middleware (cross-site refusal, page-write refusals,
// security headers, outage 503s) and entry.server. One server per test file, on a free port.
//
// A page route is asked the way the app's own client asks it, for its data (`<path>.data`), so a
// test reads what the route's loader or action returned; `document: true` asks for the HTML page
// instead, as a browser without JavaScript does. Resource routes answer as they are.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream, UNSAFE_SingleFetchRedirectSymbol as REDIRECT, isRouteErrorResponse } from "react-router";
import { afterAll } from "vitest";
import { clientAddress } from "../../server/client-address";
import { baselineHeadersOnEveryAnswer, limitRequestBodies, refuseMalformedRequests, refuseResourceRouteData } from "../../server/request-guards";
import { pageCache } from "../../server/page-cache";
import { createSession } from "../../app/edge/cookies/session.server";
import { sharedViewOf } from "../../app/edge/shared-view.server";
import { assembleBuild, leafRouteFor } from "./app-build";
import { requestParts, type FormValues } from "./request-parts";

export type { FormValues };

export interface AppCall {
  url: string;
  method?: string;
  cookie?: string | null;
  /** Sent as multipart form data; an array value repeats the key. */
  form?: FormValues;
  /** Sent as a JSON body (already a string when the test wants exact bytes). */
  json?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is, with the Content-Type header the test sets. */
  body?: string;
  /** The client's address, as our proxy reports it (Fly-Client-IP). */
  address?: string;
  /** Ask a page route for its HTML page rather than its data. */
  document?: boolean;
  /** Read the data of this route of the page (e.g. "root") rather than the page's own. */
  route?: string;
}

export interface AppOutcome {
  status: number;
  location: string | null;
  /** A page's data as JSON text (the route's loader or action result, or its error's data); otherwise the body. */
  text: string;
  headers: Headers;
  /** The body's bytes, for answers read as they are (resource routes, documents): a photo, say. */
  bytes?: Uint8Array;
}

let listening: Promise<string> | undefined;
let server: Server | undefined;
let trustProxy = true;

/**
 * Serves this file's requests as a server run without TRUST_PROXY: the client's address is the
 * socket's, whatever headers it sends. Call before the file's first request.
 */
export function serveWithoutProxy() {
  if (listening) throw new Error("serveWithoutProxy() must come before the first request");
  trustProxy = false;
}

let pageCacheSeconds = 0;

/**
 * Serves this file's requests through the production server's page cache (server/page-cache.ts),
 * with pages shared by view, as server/worker.ts does when PAGE_CACHE_SECONDS is set. Call before
 * the file's first request.
 */
export function servePagesFromCache(seconds: number) {
  if (listening) throw new Error("servePagesFromCache() must come before the first request");
  pageCacheSeconds = seconds;
}

function startApp(): Promise<string> {
  const app = express();
  app.disable("x-powered-by");
  app.use(baselineHeadersOnEveryAnswer);
  // As in server/worker.ts, behind the proxy that reports the client's address (unless told otherwise).
  app.use(clientAddress(trustProxy));
  app.use(refuseMalformedRequests);
  if (pageCacheSeconds > 0) app.use(pageCache(pageCacheSeconds, { viewOf: (req) => sharedViewOf(req.originalUrl, req.headers.cookie ?? "") }));
  // Loads the route modules the request reaches before React Router builds its routes.
  app.use((req, _res, next) => void leafRouteFor(new URL(req.originalUrl, "http://localhost")).then(() => next(), next));
  app.use(refuseResourceRouteData(() => assembleBuild().routes));
  app.all("*", limitRequestBodies(createRequestHandler({ build: async () => assembleBuild(), mode: process.env.NODE_ENV })));
  return new Promise((resolve, reject) => {
    server = app.listen(0, "localhost", () => resolve(`http://localhost:${(server!.address() as AddressInfo).port}`));
    server.once("error", reject);
  });
}

afterAll(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
});

function requestInit(call: AppCall): RequestInit {
  const { method, headers, body } = requestParts(call);
  if (call.address) headers.set("Fly-Client-IP", call.address);
  return { method, headers, body, redirect: "manual" };
}

/** The address the app's client fetches a page's data from. */
function dataUrl(url: URL): string {
  const path = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${path}${url.search}`;
}

interface Redirect {
  redirect: string;
  status: number;
}

const errorText = (error: unknown) => JSON.stringify(isRouteErrorResponse(error) ? error.data : error instanceof Error ? error.message : error) ?? "";

/** Reads a single-fetch answer: a redirect, or the leaf route's data or error. */
async function readPageData(response: Response, routeId: string, method: string): Promise<AppOutcome> {
  const base = { status: response.status, location: null, text: "", headers: response.headers };
  if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/x-script")) return { ...base, text: await response.text() };
  const { value } = await decodeTurboStream(response.body, globalThis);
  const result = value as Record<string | symbol, unknown>;
  const redirect = (method === "GET" ? result[REDIRECT] : "redirect" in result ? result : undefined) as Redirect | undefined;
  if (redirect) return { ...base, status: redirect.status, location: redirect.redirect };
  const outcome = (method === "GET" ? result[routeId] : result) as { data?: unknown; error?: unknown } | undefined;
  if (!outcome) return base;
  return { ...base, text: "error" in outcome ? errorText(outcome.error) : (JSON.stringify(outcome.data) ?? "") };
}

/** The address of this file's app server (started on first use), for a test's own HTTP client. */
export async function appOrigin(): Promise<string> {
  listening ??= startApp();
  return listening;
}

/** The address a page's form posts its data to (`/sell.data?step=2` for `/sell?step=2`). */
export function pageDataPath(path: string): string {
  return dataUrl(new URL(path, "http://localhost"));
}

/** Reads an answer to a `.data` post made with a test's own client, as requestApp reads one. */
export async function readPostedPageData(path: string, answer: { status: number; headers: Record<string, string | string[] | undefined>; body: string }): Promise<AppOutcome> {
  const url = new URL(path, "http://localhost");
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (typeof value === "string") headers.set(name, value);
  const leaf = await leafRouteFor(url);
  return readPageData(new Response(answer.body, { status: answer.status, headers }), leaf!.id, "POST");
}

/** Sends one request to the app and reduces the answer to what a test checks. */
export async function requestApp(call: AppCall): Promise<AppOutcome> {
  listening ??= startApp();
  const origin = await listening;
  const url = new URL(call.url, "http://localhost");
  const init = requestInit(call);
  const leaf = await leafRouteFor(url);
  if (call.document || !leaf?.isPage) {
    const response = await fetch(`${origin}${call.url}`, init);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, location: response.headers.get("Location"), text: new TextDecoder().decode(bytes), headers: response.headers, bytes };
  }
  return readPageData(await fetch(`${origin}${dataUrl(url)}`, init), call.route ?? leaf.id, init.method!);
}

export interface PageAnswer extends AppOutcome {
  /** What the route's loader or action returned (the page's data); null for a redirect or an empty answer. */
  data: unknown;
}

/** A GET of the page, or a POST of its form, through the app's request pipeline, with its data parsed. */
export async function callPage(url: string, cookie: string | null, form?: FormValues): Promise<PageAnswer> {
  const outcome = await requestApp({ url, cookie, form, method: form ? "POST" : "GET" });
  let data: unknown = null;
  try {
    data = JSON.parse(outcome.text);
  } catch {
    // A redirect or an empty answer carries no data.
  }
  return { ...outcome, data };
}

/** The session cookie (name=value) of a fresh sign-in of the user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  return (await createSession(userId, new Request("http://localhost/"))).split(";")[0]!;
}
