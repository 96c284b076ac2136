// The JSON API of saved searches: validation errors answer 400 with a message per field; a search
// that is not the signed-in user's answers 404, as if it did not exist.
import type { z } from "zod";
import { jsonError } from "~/edge/json-answers.server";
import { saveSearchSchema, updateSearchSchema } from "~/modules/saved-searches/schema";
import { deleteSavedSearch, getSavedSearch, listSavedSearches, saveSearch, updateSavedSearch } from "~/modules/saved-searches/saved-searches.server";

const NO_STORE = { "Cache-Control": "no-store" };
export const NOT_FOUND = "Saved search not found";

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "body")] ??= issue.message;
  return out;
}

const invalid = (fieldErrors: Record<string, string>, status = 400) =>
  Response.json({ error: Object.values(fieldErrors)[0] ?? "Invalid request", fieldErrors }, { status, headers: NO_STORE });

export async function listResponse(userId: number) {
  return Response.json({ savedSearches: await listSavedSearches(userId) }, { headers: NO_STORE });
}

export async function createResponse(userId: number, body: Record<string, unknown>) {
  const parsed = saveSearchSchema.safeParse(body);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  const outcome = await saveSearch(userId, parsed.data);
  if (!outcome.ok) return invalid(outcome.fieldErrors, outcome.status);
  return Response.json({ savedSearch: outcome.search }, { status: 201, headers: NO_STORE });
}

export async function getResponse(userId: number, id: number) {
  const found = await getSavedSearch(userId, id);
  return found ? Response.json({ savedSearch: found }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
}

export async function updateResponse(userId: number, id: number, body: Record<string, unknown>) {
  const parsed = updateSearchSchema.safeParse(body);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  const updated = await updateSavedSearch(userId, id, parsed.data);
  return updated ? Response.json({ savedSearch: updated }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
}

export async function deleteResponse(userId: number, id: number) {
  return (await deleteSavedSearch(userId, id)) ? Response.json({ ok: true }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
}
