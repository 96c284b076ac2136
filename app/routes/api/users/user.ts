import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/user";
import { apiSelf } from "~/edge/api-guard.server";
import { profileSchema } from "~/modules/accounts/schemas";
import { getUser } from "~/modules/accounts/users.server";
import { updateOwnProfile } from "~/modules/accounts/profile-update.server";
import { clientIp } from "~/modules/security/client-address.server";
import { jsonError } from "~/edge/json-answers.server";
import { appErrorResponse } from "~/edge/app-error-answers.server";
import { isAppError } from "~/utils/app-error";
import { jsonObjectOrRefusal } from "~/edge/json-body.server";

const private_ = { "Cache-Control": "no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  return Response.json(await getUser(guarded.user.id), { headers: private_ });
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return jsonError("Method not allowed", 405);
  const guarded = await apiSelf(request, params.id);
  if (guarded.response) return guarded.response;
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read.response;
  const { body } = read;
  const form = new FormData();
  // Only the profile's own fields (and currentPassword, to change the email) are read; anything else is ignored.
  for (const key of Object.keys(profileSchema.shape)) {
    const value = body[key];
    if (typeof value === "string") form.set(key, value);
    else if (value === null) form.set(key, "");
  }
  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0] ?? "Invalid profile";
    return jsonError(first, 400);
  }
  try {
    return Response.json(await updateOwnProfile(guarded.user, submission.value, clientIp(request)), { headers: private_ });
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    throw error;
  }
}
