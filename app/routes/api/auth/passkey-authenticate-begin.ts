import type { Route } from "./+types/passkey-authenticate-begin";
import { beginAuthentication } from "~/modules/passkeys/passkeys.server";
import { hit, tooManyAttemptsMessage } from "~/modules/rate-limits/counter.server";
import { LIMITS } from "~/modules/rate-limits/rules.server";
import { clientIp } from "~/modules/security/client-address.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";
import { jsonError } from "~/edge/json-answers.server";

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return forbiddenCrossSite();
  const limit = await hit(`passkey:ip:${clientIp(request)}`, LIMITS.passkeyPerIp);
  if (!limit.allowed) return jsonError(tooManyAttemptsMessage(limit.retryAfterSeconds), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  return Response.json(await beginAuthentication(), { headers: { "Cache-Control": "no-store" } });
}
