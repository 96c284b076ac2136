import type { Route } from "./+types/ai-generate-description";
import { apiUser } from "~/edge/api-guard.server";
import { tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { generateListingDescription } from "~/modules/descriptions/generate.server";
import { countDescriptionRequest } from "~/modules/descriptions/rate-limit.server";
import { parseDescriptionRequest } from "~/modules/descriptions/request";
import { jsonError } from "~/edge/json-answers.server";
import { appErrorResponse } from "~/edge/app-error-answers.server";
import { readJsonObject } from "~/edge/json-body.server";
import { isAppError } from "~/utils/app-error";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405, { Allow: "POST" });
  const guarded = await apiUser(request);
  if (guarded.response) return guarded.response;

  const limit = await countDescriptionRequest(guarded.user.id);
  if (!limit.allowed) return jsonError(tooManyAttemptsMessage(limit.retryAfterSeconds), 429, { "Retry-After": String(limit.retryAfterSeconds) });

  try {
    const input = parseDescriptionRequest(await readJsonObject(request, 16 * 1024));
    const description = await generateListingDescription(input);
    return Response.json({ description }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error, "unreadable-body", "missing-information", "description-failed")) return appErrorResponse(error);
    throw error;
  }
}
