import { createCookie } from "react-router";
import { cookieSent } from "./cookie-sent";
import { env, isProduction } from "~/utils/env.server";

// Set at sign-in when the user has no passkey; the next page shows the prompt once.
const promptCookie = createCookie(isProduction() ? "__Host-passkey-prompt" : "passkey-prompt", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction(),
  maxAge: 120,
  secrets: [env().SESSION_SECRET ?? "development-only-prompt-secret"],
});

export function passkeyPromptHeader() {
  return promptCookie.serialize("1");
}

/** Whether the passkey prompt is waiting for the request's page. */
export const hasPasskeyPromptCookie = (request: Request) => cookieSent(request, promptCookie.name);

export async function takePasskeyPrompt(request: Request): Promise<{ show: boolean; clearHeader: string | null }> {
  const value = await promptCookie.parse(request.headers.get("Cookie"));
  if (value !== "1") return { show: false, clearHeader: null };
  return { show: true, clearHeader: await promptCookie.serialize("", { maxAge: 0 }) };
}
