import type { Route } from "./+types/passkey-register-begin";
import { apiUser, namesAnotherUser } from "~/edge/api-guard.server";
import { beginRegistration } from "~/modules/passkeys/passkeys.server";
import { PASSKEY_TEXT } from "~/modules/passkeys/messages";
import { jsonError } from "~/edge/json-answers.server";
import { readJsonObject } from "~/edge/json-body.server";

export async function action({ request }: Route.ActionArgs) {
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;
  const body = await readJsonObject(request).catch(() => null);
  if (!body) return jsonError(PASSKEY_TEXT.startFailed, 400);
  if (namesAnotherUser(body.userId, guarded.user.id)) return jsonError("Forbidden", 403);
  return Response.json(await beginRegistration(guarded.user.id), { headers: { "Cache-Control": "no-store" } });
}
