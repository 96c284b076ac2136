// For fuzzing route handlers directly (tests/integration/input-fuzz-*.test.ts) with values no HTTP
// request could carry to them (a megabyte-long path parameter, say); every other route test goes
// through the request pipeline with tests/support/app-requests.ts.
//
// Calls a route module's loader or action the way the React Router server does and reduces
// whatever comes back (a Response, a `data()` result, plain data, or any of them thrown) to
// the HTTP status the browser would see. A thrown error that is not a Response is what the
// server answers with a 500, so it is reported as 500 with the error kept for the message.
import { RouterContextProvider } from "react-router";
import { createSession } from "../../app/edge/cookies/session.server";
import { requestParts, type FormValues } from "./request-parts";

export type RouteHandler = (args: never) => unknown;

export type { FormValues };

export interface RouteCall {
  url: string;
  method?: string;
  params?: Record<string, string>;
  cookie?: string | null;
  /** Sent as multipart form data; an array value repeats the key. */
  form?: FormValues;
  /** Sent as a JSON body (already a string when the test wants exact bytes). */
  json?: unknown;
  headers?: Record<string, string>;
}

export interface RouteOutcome {
  status: number;
  location: string | null;
  /** The body as text for Responses, as JSON text for `data()` and plain results. */
  text: string;
  /** The error behind a 500, when the handler threw one. */
  error?: unknown;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

function buildRequest(call: RouteCall): Request {
  return new Request(`http://localhost${call.url}`, requestParts(call));
}

async function outcomeOf(value: unknown): Promise<RouteOutcome> {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), text: await value.text() };
  if (isDataWithInit(value)) {
    const init = value.init ?? {};
    return { status: init.status ?? 200, location: new Headers(init.headers).get("Location"), text: JSON.stringify(value.data) ?? "" };
  }
  return { status: 200, location: null, text: JSON.stringify(value) ?? "" };
}

export async function callRoute(handler: RouteHandler, call: RouteCall): Promise<RouteOutcome> {
  // The context a loader gets with middleware on; no middleware ran, so every value is its default.
  const args = { request: buildRequest(call), params: call.params ?? {}, context: new RouterContextProvider() };
  try {
    return await outcomeOf(await handler(args as never));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return outcomeOf(thrown);
    return { status: 500, location: null, text: "", error: thrown };
  }
}

/** The session cookie (name=value) of a fresh sign-in of the user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  return (await createSession(userId, new Request("http://localhost/"))).split(";")[0]!;
}
