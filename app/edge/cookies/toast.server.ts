import { createCookie, redirect } from "react-router";
import { env, isProduction } from "~/utils/env.server";
import { cookieSent } from "./cookie-sent";
import { toastSchema, type Toast, type ToastInput } from "~/modules/toast/toast";

// A one-shot cookie carries the toast across a redirect, so it also shows without JavaScript.
// __Host- in production: the browser accepts it only Secure, for Path=/ and with no Domain.
const toastCookie = createCookie(isProduction() ? "__Host-toast" : "toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction(),
  maxAge: 60,
  secrets: [env().SESSION_SECRET ?? "development-only-toast-secret"],
});

export async function toastHeader(input: ToastInput): Promise<string> {
  return toastCookie.serialize(toastSchema.parse(input));
}

export async function redirectWithToast(url: string, input: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(input));
  return redirect(url, { ...init, headers });
}

/** Whether a toast is waiting for the request's page. */
export const hasToastCookie = (request: Request) => cookieSent(request, toastCookie.name);

/** Reads the pending toast and returns the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clearHeader: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clearHeader: await toastCookie.serialize("", { maxAge: 0 }),
  };
}
