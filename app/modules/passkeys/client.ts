import { safeRedirect } from "~/shared/redirects";
import { PASSKEY_TEXT } from "./messages";

async function postJson(url: string, body: unknown) {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
}

/** Registers a platform passkey for the signed-in user; throws with the product's messages. */
export async function setUpPasskey(userId: number): Promise<void> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) throw new Error(PASSKEY_TEXT.unsupported);
  const platform = await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
  if (!platform) throw new Error(PASSKEY_TEXT.noAuthenticator);
  const begin = await postJson("/api/auth/passkey/register/begin", { userId });
  if (!begin.ok) throw new Error(PASSKEY_TEXT.startFailed);
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON: await begin.json() });
  const finish = await postJson("/api/auth/passkey/register/finish", { userId, response });
  const result = (await finish.json().catch(() => ({}))) as { verified?: boolean };
  if (!finish.ok || !result.verified) throw new Error(PASSKEY_TEXT.verificationFailed);
}

/**
 * Signs in with a discoverable passkey; resolves, once the server has started the session,
 * with the same-site path to go to (the server's checked form of redirectTo).
 */
export async function signInWithPasskey(redirectTo: string): Promise<string> {
  const response = await passkeyAssertion();
  const finish = await postJson("/api/auth/passkey/authenticate/finish", { response, redirectTo });
  const result = (await finish.json().catch(() => ({}))) as { verified?: boolean; redirectTo?: unknown };
  if (!finish.ok || !result.verified) throw new Error(PASSKEY_TEXT.verificationFailed);
  return safeRedirect(result.redirectTo);
}

/**
 * Asks the browser for a discoverable passkey's signature over a fresh challenge from the server;
 * resolves with the response for the server to verify (sign-in, or staff's confirmation).
 */
export async function passkeyAssertion(): Promise<unknown> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) throw new Error(PASSKEY_TEXT.unsupported);
  const begin = await postJson("/api/auth/passkey/authenticate/begin", {});
  if (!begin.ok) throw new Error(PASSKEY_TEXT.verificationFailed);
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON: await begin.json() });
}
