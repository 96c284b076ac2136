import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/user";
import { apiSelf } from "~/modules/accounts/api-guard.server";
import { profileSchema } from "~/modules/accounts/schemas";
import { DuplicateEmailError, getUser, updateProfile } from "~/modules/accounts/users.server";
import { jsonError } from "~/utils/http.server";
import { readJsonObject, type BodyError } from "~/utils/json-body.server";

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
  let body;
  try {
    body = await readJsonObject(request);
  } catch (error) {
    return jsonError((error as BodyError).message, (error as BodyError).status);
  }
  const form = new FormData();
  // Only the profile's own fields are read; anything else in the body is ignored.
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
    return Response.json(await updateProfile(guarded.user.id, submission.value), { headers: private_ });
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(error.message, 409);
    throw error;
  }
}
