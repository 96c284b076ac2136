// The staff JSON API's decision posts (decision 43): staff only (404 for everyone else, whatever the
// method), POST only, the subject's id from the path, the body checked by its schema, the module's
// answer or AppError as JSON.
import type { z } from "zod";
import { staffApiUser } from "./staff-guard.server";
import { jsonError, privateJson } from "./json-answers.server";
import { schemaBodyOrRefusal } from "./schema-body.server";
import { orJsonAnswer } from "./app-error-answers.server";
import type { CurrentUser } from "~/modules/accounts/current-user";
import { parseId } from "~/shared/ids";

const methodNotAllowed = () => jsonError("Method not allowed", 405, { Allow: "POST" });

/** A GET: the same 404 as everything else for non-staff, a 405 for staff. */
export async function staffPostOnly(request: Request): Promise<Response> {
  const guarded = await staffApiUser(request);
  return guarded.response ?? methodNotAllowed();
}

export async function staffDecisionPost<S extends z.ZodType>(
  request: Request,
  idParam: string | undefined,
  { schema, notFound, decide }: { schema: S; notFound: string; decide: (staff: CurrentUser, id: number, body: z.infer<S>) => Promise<unknown> },
): Promise<Response> {
  const guarded = await staffApiUser(request);
  if (guarded.response) return guarded.response;
  if (request.method !== "POST") return methodNotAllowed();
  const id = parseId(idParam);
  if (!id) return jsonError(notFound, 404);
  const parsed = await schemaBodyOrRefusal(request, schema);
  if (parsed.response) return parsed.response;
  return orJsonAnswer(async () => privateJson(await decide(guarded.user, id, parsed.body)));
}
