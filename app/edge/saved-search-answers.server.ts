// The JSON API of saved searches: a refused body or save answers its status with a message per
// field ({ error, fieldErrors }); a search that is not the signed-in user's answers 404, as if it
// did not exist.
import type { z } from "zod";
import { jsonError } from "~/edge/json-answers.server";
import { fieldsRefusal, issueMessages } from "~/utils/field-messages";
import { saveSearchSchema, updateSearchSchema } from "~/modules/saved-searches/schema";
import { deleteSavedSearch, getSavedSearch, listSavedSearches, saveSearch, updateSavedSearch } from "~/modules/saved-searches/saved-searches.server";
import { orJsonAnswer } from "./app-error-answers.server";

const NO_STORE = { "Cache-Control": "no-store" };
export const NOT_FOUND = "Saved search not found";

/** The body as the schema reads it, or a refusal with each field's first message. */
function checked<Schema extends z.ZodType>(schema: Schema, body: Record<string, unknown>): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fieldsRefusal(issueMessages(parsed.error.issues, "body"));
  return parsed.data;
}

const withFieldMessages = (work: () => Promise<Response>) => orJsonAnswer(work, { withFields: true });

export async function listResponse(userId: number) {
  return Response.json({ savedSearches: await listSavedSearches(userId) }, { headers: NO_STORE });
}

export function createResponse(userId: number, body: Record<string, unknown>) {
  return withFieldMessages(async () => {
    const savedSearch = await saveSearch(userId, checked(saveSearchSchema, body));
    return Response.json({ savedSearch }, { status: 201, headers: NO_STORE });
  });
}

export async function getResponse(userId: number, id: number) {
  const found = await getSavedSearch(userId, id);
  return found ? Response.json({ savedSearch: found }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
}

export function updateResponse(userId: number, id: number, body: Record<string, unknown>) {
  return withFieldMessages(async () => {
    const updated = await updateSavedSearch(userId, id, checked(updateSearchSchema, body));
    return updated ? Response.json({ savedSearch: updated }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
  });
}

export async function deleteResponse(userId: number, id: number) {
  return (await deleteSavedSearch(userId, id)) ? Response.json({ ok: true }, { headers: NO_STORE }) : jsonError(NOT_FOUND, 404);
}
