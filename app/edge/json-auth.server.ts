import { authenticator, AuthFailure } from "~/modules/accounts/authenticator.server";
import { createSession } from "~/edge/cookies/session.server";
import { rememberDevice } from "~/modules/accounts/known-devices.server";
import { jsonError } from "~/edge/json-answers.server";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";

/** Runs a remix-auth form strategy on a JSON body by re-encoding it as a form post. */
export async function authenticateJson(strategy: "password" | "register", request: Request, body: Record<string, unknown>) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") form.set(key, value);
  }
  // The API takes the spec's sign-up body: confirming the password is the HTML form's own check.
  if (strategy === "register" && !form.has("confirmPassword") && typeof body.password === "string") form.set("confirmPassword", body.password);
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.delete("Content-Length");
  const formRequest = new Request(request.url, { method: "POST", headers, body: form });
  try {
    const user = await authenticator.authenticate(strategy, formRequest);
    return { ok: true as const, user, cookies: [await createSession(user.id, request), rememberDevice(request, user.id)] };
  } catch (error) {
    if (error instanceof AuthFailure) return { ok: false as const, failure: error };
    throw error;
  }
}

/** The first message of a refused form, for JSON answers. */
export function failureMessage(failure: AuthFailure): string {
  const reply = failure.reply;
  const form = reply.error?.[""]?.[0];
  if (form) return form;
  const first = Object.values(reply.error ?? {}).find((m) => m && m.length);
  return first?.[0] ?? "Request failed";
}

/** POST /api/auth/login and /api/auth/register: JSON in, {user} or {error} out, session cookie on success. */
export async function handleJsonAuth(request: Request, strategy: "password" | "register"): Promise<Response> {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  if (!isSameOriginRequest(request)) return forbiddenCrossSite();
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { body } = read;
  const result = await authenticateJson(strategy, request, body);
  if (!result.ok) {
    const retry = result.failure.retryAfterSeconds;
    return jsonError(failureMessage(result.failure), result.failure.status, retry ? { "Retry-After": String(retry) } : undefined);
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  return Response.json({ user: result.user }, { status: strategy === "register" ? 201 : 200, headers });
}
