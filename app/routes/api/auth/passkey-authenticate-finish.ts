import type { Route } from "./+types/passkey-authenticate-finish";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { finishAuthentication } from "~/modules/passkeys/passkeys.server";
import { PASSKEY_TEXT } from "~/modules/passkeys/messages";
import { createSession } from "~/edge/cookies/session.server";
import { rememberDevice } from "~/modules/accounts/known-devices.server";
import { getUser } from "~/modules/accounts/users.server";
import { safeRedirect } from "~/shared/redirects";
import { toastHeader } from "~/edge/cookies/toast.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";
import { readJsonObject } from "~/edge/json-body.server";
import { isAppError } from "~/utils/app-error";
import { mergeViewsAtSignIn } from "~/edge/recently-viewed.server";

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return forbiddenCrossSite();
  const body = await readJsonObject(request).catch(() => null);
  const refuse = (message: string) => Response.json({ verified: false, error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
  if (!body || typeof body.response !== "object" || body.response === null) return refuse(PASSKEY_TEXT.verificationFailed);
  try {
    const userId = await finishAuthentication(body.response as AuthenticationResponseJSON);
    const user = await getUser(userId);
    if (!user) return refuse(PASSKEY_TEXT.verificationFailed);
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", await createSession(user.id, request));
    headers.append("Set-Cookie", rememberDevice(request, user.id));
    // The page reloads into the redirect target, which shows this toast.
    headers.append("Set-Cookie", await toastHeader(PASSKEY_TEXT.signInSucceeded));
    const endViewedCookie = await mergeViewsAtSignIn(user.id, request);
    if (endViewedCookie) headers.append("Set-Cookie", endViewedCookie);
    return Response.json({ verified: true, user, redirectTo: safeRedirect(body.redirectTo) }, { headers });
  } catch (error) {
    if (isAppError(error, "passkey-refused")) return refuse(error.message);
    throw error;
  }
}
