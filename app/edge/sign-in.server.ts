import { redirect } from "react-router";
import { readForm } from "./form-body.server";
import type { SubmissionResult } from "@conform-to/react";
import { isProduction } from "~/utils/env.server";
import { toastHeader } from "./cookies/toast.server";
import type { ToastInput } from "~/modules/toast/toast";
import { countPasskeys } from "~/modules/passkeys/passkeys.server";
import { passkeyPromptHeader } from "./cookies/passkey-prompt.server";
import { AuthFailure, authenticator } from "~/modules/accounts/authenticator.server";
import { createSession } from "./cookies/session.server";
import { rememberDevice } from "~/modules/accounts/known-devices.server";
import { devLoginUserId } from "~/modules/accounts/dev-login.server";
import { safeRedirect } from "~/shared/redirects";
import { signInIntent, type SignInIntent } from "~/shared/sign-in-intents";
import { completeSignInIntent } from "./sign-in-intent.server";
import { mergeViewsAtSignIn } from "./recently-viewed.server";

type Tab = "signin" | "signup";
export type SignInOutcome =
  | { kind: "redirect"; response: Response }
  /** The form asked for something the page does not do. */
  | { kind: "unknown-intent" }
  | {
      kind: "form";
      status: number;
      headers?: HeadersInit;
      /** `attempt` changes with every failed submit, so the password fields start empty again. */
      body: { tab: Tab; reply: SubmissionResult<string[]> | null; toast: (ToastInput & { id: string }) | null; attempt: string };
    };

const toastId = () => Math.random().toString(36).slice(2);

/** Signs the user in and goes back to `redirectTo`, with what they pressed while signed out done there. */
async function signedIn(userId: number, request: Request, back: { redirectTo: string; intent: SignInIntent | null }, welcome: ToastInput): Promise<SignInOutcome> {
  const { to: redirectTo, toast } = await completeSignInIntent(userId, back.intent, back.redirectTo);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(userId, request));
  headers.append("Set-Cookie", rememberDevice(request, userId));
  headers.append("Set-Cookie", await toastHeader(toast ?? welcome));
  if ((await countPasskeys(userId)) === 0) headers.append("Set-Cookie", await passkeyPromptHeader());
  // What the visitor looked at signed out is now the account's (decision 56).
  const endViewedCookie = await mergeViewsAtSignIn(userId, request);
  if (endViewedCookie) headers.append("Set-Cookie", endViewedCookie);
  return { kind: "redirect", response: redirect(redirectTo, { headers }) };
}

/** The /login page's action: email and password sign-in, sign-up, and the development login. */
export async function signInOrRegister(request: Request): Promise<SignInOutcome> {
  const form = await readForm(request.clone());
  const intent = form.get("intent");
  if (intent !== "signin" && intent !== "signup" && intent !== "dev-login") return { kind: "unknown-intent" };
  const back = { redirectTo: safeRedirect(form.get("redirect")), intent: signInIntent(form.get("then")) };

  if (intent === "dev-login") {
    const userId = await devLoginUserId();
    if (!userId) {
      return {
        kind: "form",
        status: isProduction() ? 404 : 400,
        body: { tab: "signin", reply: null, toast: { id: toastId(), title: "Dev Login Failed", description: "Please try again", variant: "destructive" }, attempt: toastId() },
      };
    }
    return signedIn(userId, request, back, { title: "Welcome back!", description: "You have been successfully logged in." });
  }

  const signUp = intent === "signup";
  try {
    const user = await authenticator.authenticate(signUp ? "register" : "password", request);
    return signedIn(
      user.id,
      request,
      back,
      signUp
        ? { title: "Account Created!", description: "Your account has been created successfully." }
        : { title: "Welcome back!", description: "You have been successfully logged in." },
    );
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    // The message shows once, next to the form or its field; no toast repeats it.
    return {
      kind: "form",
      status: error.status,
      headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
      body: {
        tab: signUp ? "signup" : "signin",
        reply: error.reply,
        toast: null,
        attempt: toastId(),
      },
    };
  }
}
