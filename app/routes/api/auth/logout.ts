import type { Route } from "./+types/logout";
import { destroySession } from "~/edge/cookies/session.server";
import { forbiddenCrossSite, isSameOriginRequest } from "~/utils/origin.server";
import { jsonError } from "~/edge/json-answers.server";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Method not allowed", 405);
  if (!isSameOriginRequest(request)) return forbiddenCrossSite();
  return Response.json({ ok: true }, { headers: { "Set-Cookie": await destroySession(request), "Cache-Control": "no-store" } });
}
