import type { Route } from "./+types/ai-generate-description";
import { apiUser } from "~/modules/accounts/api-guard.server";
import { tooManyAttemptsMessage } from "~/modules/accounts/rate-limit.server";
import { DescriptionGenerationError, MissingInformationError } from "~/modules/descriptions/errors";
import { generateListingDescription } from "~/modules/descriptions/generate.server";
import { countDescriptionRequest } from "~/modules/descriptions/rate-limit.server";
import { parseDescriptionRequest } from "~/modules/descriptions/request";
import { jsonError } from "~/utils/http.server";
import { BodyError, readJsonObject } from "~/utils/json-body.server";

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
    if (error instanceof BodyError) return jsonError(error.message, error.status);
    if (error instanceof MissingInformationError) return jsonError(error.message, 400);
    if (error instanceof DescriptionGenerationError) return jsonError(error.message, 502);
    throw error;
  }
}
