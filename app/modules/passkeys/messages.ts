// The product's passkey texts (spec section 8).
export const PASSKEY_TEXT = {
  unsupported: "WebAuthn is not supported in this browser",
  noAuthenticator: "No biometric authenticator available on this device",
  startFailed: "Failed to start passkey registration",
  verificationFailed: "Passkey verification failed",
  setupFailedTitle: "Setup Failed",
  setupSucceeded: { title: "Passkey Set Up Successfully!", description: "You can now use your passkey to sign in quickly and securely." },
  promptReady: { title: "Passkey Ready!", description: "Next time you can sign in with just your fingerprint or face." },
  signInSucceeded: { title: "Welcome back!", description: "You've been signed in with your passkey." },
  signInFailed: { title: "Passkey Not Available", description: "Please sign in with email/password first to set up your passkey." },
} as const;

const CANCELLED = /NotAllowedError|AbortError|ERROR_CEREMONY_ABORTED|cancel|not allowed|timed out/i;

/** What a failed setup tells the user, from the error the browser or server raised. */
export function setupFailureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code ?? "";
  const message = error instanceof Error ? error.message : String(error ?? "");
  if (CANCELLED.test(name) || CANCELLED.test(code) || CANCELLED.test(message)) {
    return "Passkey setup was cancelled or not allowed by the browser. Please ensure you're using HTTPS and try again.";
  }
  if (/webauthn/i.test(message)) return "Your browser doesn't support passkeys. Please use a modern browser with biometric authentication.";
  if (/authenticator/i.test(message)) {
    return "No biometric authenticator found. Please ensure your device supports fingerprint, face recognition, or has a security key.";
  }
  return "Unable to set up passkey.";
}
