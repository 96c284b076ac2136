// The form posts of saved searches: "Save this search" on /buy and the account tab's rename,
// frequency and delete. Each answers a redirect with a toast, or field messages (status 400/409)
// for the form to show next to its fields. Used with and without JavaScript alike.
import { data, redirect } from "react-router";
import type { z } from "zod";
import { getOptionalUser } from "~/edge/current-user.server";
import { loginPath } from "~/shared/redirects";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { frequencyChangeSchema, renameSchema, saveSearchSchema } from "~/modules/saved-searches/schema";
import { FREQUENCY_LABELS, type Frequency } from "~/modules/saved-searches/frequencies";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "~/modules/saved-searches/saved-searches.server";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { AppError, isAppError } from "~/utils/app-error";
import { fieldsRefusal, firstMessages, parseFields, type FieldMessages } from "~/utils/field-messages";
import { messagesOf, plainFormReply } from "./app-error-answers.server";

const NO_STORE = { "Cache-Control": "no-store" };

export const SAVE_SEARCH_INTENT = "save-search";
export const SEARCH_INTENTS = ["rename-search", "search-frequency", "delete-search"] as const;
export type SearchIntent = (typeof SEARCH_INTENTS)[number];
export const isSearchIntent = (v: unknown): v is SearchIntent => (SEARCH_INTENTS as readonly unknown[]).includes(v);

export interface SearchFormErrors {
  /** Which saved search the messages are about (account tab); null for the /buy form. */
  searchId: number | null;
  fieldErrors: FieldMessages;
}

/** The form's fields as the schema reads them (conform's parseWithZod), or a refusal with each field's first message. */
function checked<Schema extends z.ZodObject>(form: FormData, schema: Schema): z.output<Schema> {
  const submission = parseFields(form, schema);
  if (submission.status !== "success") throw fieldsRefusal(firstMessages(submission.error, "query"));
  return submission.value;
}

/** A refusal's messages, for a form that shows them beside its fields (status 400, 404 or 409). */
function refusedMessages(error: unknown): [AppError, FieldMessages] {
  if (!isAppError(error)) throw error;
  // A filter the schema refuses is shown by /buy itself; the form says so in one line.
  const fields = messagesOf(error, "form");
  return [error, Object.keys(fields).some((k) => k.startsWith("query.")) ? { query: "Fix the search filters before saving this search." } : fields];
}

/** POST /buy: saves the search shown (signed out: to the sign-in page, and back here after). */
export async function saveSearchFromBuy(request: Request) {
  const url = new URL(request.url);
  const here = `/buy${url.search}`;
  const form = await readForm(request);
  // Only "Save this search" posts here: anything else saves nothing.
  if (form.get("intent") !== SAVE_SEARCH_INTENT) throw data("Unknown action", { status: 400 });
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPath(here));
  if (typeof form.get("query") !== "string") form.set("query", url.search);
  try {
    const { name, frequency } = await saveSearch(user.id, checked(form, saveSearchSchema));
    const mails = frequency === "none" ? "No emails will be sent." : `New matches will be emailed ${FREQUENCY_LABELS[frequency].toLowerCase()}.`;
    return redirectWithToast(here, { title: "Search Saved", description: `“${name}” is in My Account, Saved Searches. ${mails}` });
  } catch (thrown) {
    const [error, fieldErrors] = refusedMessages(thrown);
    return plainFormReply(error, { saveSearch: { searchId: null, fieldErrors } satisfies SearchFormErrors }, NO_STORE);
  }
}

const missing = () => new AppError("That saved search was not found.", { status: 404, code: "not-found" });
const frequencyNews = (f: Frequency) => (f === "none" ? "You will get no emails for this search." : `New matches will be emailed ${FREQUENCY_LABELS[f].toLowerCase()}.`);

/** The account tab's forms for one of the user's searches. */
export async function runSearchIntent(userId: number, intent: SearchIntent, form: FormData) {
  const raw = form.get("searchId");
  const searchId = parseId(typeof raw === "string" ? raw : null);
  const back = ACCOUNT_PATHS.searches;
  try {
    if (!searchId) throw missing();
    if (intent === "delete-search") {
      if (!(await deleteSavedSearch(userId, searchId))) throw missing();
      return redirectWithToast(back, { title: "Search Deleted", description: "You will get no more emails for it." });
    }
    if (intent === "rename-search") {
      const { name } = checked(form, renameSchema);
      if (!(await updateSavedSearch(userId, searchId, { name }))) throw missing();
      return redirectWithToast(back, { title: "Search Renamed", description: `It is now called “${name}”.` });
    }
    const { frequency } = checked(form, frequencyChangeSchema);
    if (!(await updateSavedSearch(userId, searchId, { frequency }))) throw missing();
    return redirectWithToast(back, { title: "Alerts Updated", description: frequencyNews(frequency) });
  } catch (thrown) {
    const [error, fieldErrors] = refusedMessages(thrown);
    return plainFormReply(error, { searchForm: { searchId, fieldErrors } satisfies SearchFormErrors, reply: null, toast: null }, NO_STORE);
  }
}
