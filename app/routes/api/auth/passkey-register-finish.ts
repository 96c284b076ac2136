import type { Route } from "./+types/passkey-register-finish";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { apiUser, namesAnotherUser } from "~/edge/api-guard.server";
import { finishRegistration } from "~/modules/passkeys/passkeys.server";
import { PASSKEY_TEXT } from "~/modules/passkeys/messages";
import { jsonError } from "~/edge/json-answers.server";
import { readJsonObject } from "~/edge/json-body.server";
import { isAppError } from "~/utils/app-error";

export async function action({ request }: Route.ActionArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const body = await readJsonObject(request).catch(() => null);
  if (!body || typeof body.response !== "object" || body.response === null) return jsonError(PASSKEY_TEXT.verificationFailed, 400);
  if (namesAnotherUser(body.userId, guarded.user.id)) return jsonError("Forbidden", 403);
  try {
    const verified = await finishRegistration(guarded.user.id, body.response as RegistrationResponseJSON);
    return Response.json({ verified }, { status: verified ? 200 : 400, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error, "passkey-refused")) return Response.json({ verified: false, error: error.message }, { status: 400 });
    throw error;
  }
}
