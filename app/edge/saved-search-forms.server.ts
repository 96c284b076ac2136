// The form posts of saved searches: "Save this search" on /buy and the account tab's rename,
// frequency and delete. Each answers a redirect with a toast, or conform's reply (status 400, 404
// or 409) for the form to show each message next to its field and keep what was typed. Used with
// and without JavaScript alike.
import { data, redirect } from "react-router";
import type { Submission } from "@conform-to/react";
import { getOptionalUser } from "~/edge/current-user.server";
import { loginPath } from "~/shared/redirects";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { deleteSearchSchema, frequencyChangeSchema, renameSchema, saveSearchSchema } from "~/modules/saved-searches/schema";
import { FREQUENCY_LABELS, type Frequency } from "~/modules/saved-searches/frequencies";
import { quotedName } from "~/modules/saved-searches/quoted-name";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "~/modules/saved-searches/saved-searches.server";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { AppError, isAppError } from "~/utils/app-error";
import { fieldsRefusal, firstMessages, parseFields } from "~/utils/field-messages";
import { formReply } from "./app-error-answers.server";
import type { ToastInput } from "~/modules/toast/toast";

const NO_STORE = { "Cache-Control": "no-store" };
const FIX_FILTERS = "Fix the search filters before saving this search.";

export const SAVE_SEARCH_INTENT = "save-search";
export const SEARCH_INTENTS = ["rename-search", "search-frequency", "delete-search"] as const;
export type SearchIntent = (typeof SEARCH_INTENTS)[number];
export const isSearchIntent = (v: unknown): v is SearchIntent => (SEARCH_INTENTS as readonly unknown[]).includes(v);

/** The form's fields as the schema read them, or a refusal with each field's first message. */
function valueOf<Value>(submission: Submission<unknown, string[], Value>): Value {
  if (submission.status !== "success") throw fieldsRefusal(firstMessages(submission.error, "query"));
  return submission.value;
}

/**
 * A refusal as the form shows it (anything else thrown is thrown on). A filter the schema
 * refuses is shown by /buy itself: the form says so in one line, beside the query.
 */
function shownRefusal(error: unknown): AppError {
  if (!isAppError(error)) throw error;
  if (!Object.keys(error.fields ?? {}).some((k) => k.startsWith("query."))) return error;
  return new AppError(FIX_FILTERS, { status: error.status, code: error.code, field: "query", retryAfterSeconds: error.retryAfterSeconds });
}

/** What the buyer is told once a search is saved. */
export function searchSavedToast({ name, frequency }: { name: string; frequency: Frequency }): ToastInput {
  const mails = frequency === "none" ? "No emails will be sent." : `New matches will be emailed ${FREQUENCY_LABELS[frequency].toLowerCase()}.`;
  return { title: "Search Saved", description: `${quotedName(name)} is in My Account, Saved Searches. ${mails}` };
}

/** POST /buy: saves the search shown (signed out: to the sign-in page, and back here after). */
export async function saveSearchFromBuy(request: Request) {
  const url = new URL(request.url);
  const here = `/buy${url.search}`;
  const form = await readForm(request);
  // Only "Save this search" posts here: anything else saves nothing.
  if (form.get("intent") !== SAVE_SEARCH_INTENT) throw data("Unknown action", { status: 400 });
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPath(here, "save-search"));
  if (typeof form.get("query") !== "string") form.set("query", url.search);
  const submission = parseFields(form, saveSearchSchema);
  try {
    return redirectWithToast(here, searchSavedToast(await saveSearch(user.id, valueOf(submission))));
  } catch (thrown) {
    return formReply(submission, shownRefusal(thrown), {}, NO_STORE);
  }
}

const missing = () => new AppError("That saved search was not found.", { status: 404, code: "not-found" });
const frequencyNews = (f: Frequency) => (f === "none" ? "You will get no emails for this search." : `New matches will be emailed ${FREQUENCY_LABELS[f].toLowerCase()}.`);

/** The change each account-tab form makes to one of the user's searches; throws missing() when it is not theirs. */
async function changeSearch(userId: number, searchId: number, intent: SearchIntent, form: FormData) {
  const back = ACCOUNT_PATHS.searches;
  if (intent === "delete-search") {
    if (!(await deleteSavedSearch(userId, searchId))) throw missing();
    return redirectWithToast(back, { title: "Search Deleted", description: "You will get no more emails for it." });
  }
  if (intent === "rename-search") {
    const { name } = valueOf(parseFields(form, renameSchema));
    if (!(await updateSavedSearch(userId, searchId, { name }))) throw missing();
    return redirectWithToast(back, { title: "Search Renamed", description: `It is now called ${quotedName(name)}.` });
  }
  const { frequency } = valueOf(parseFields(form, frequencyChangeSchema));
  if (!(await updateSavedSearch(userId, searchId, { frequency }))) throw missing();
  return redirectWithToast(back, { title: "Alerts Updated", description: frequencyNews(frequency) });
}

const FORM_SCHEMAS = { "rename-search": renameSchema, "search-frequency": frequencyChangeSchema, "delete-search": deleteSearchSchema };

/** The account tab's forms for one of the user's searches: a refusal names the search its messages are about (`searchId`, null when there is none). */
export async function runSearchIntent(userId: number, intent: SearchIntent, form: FormData) {
  const raw = form.get("searchId");
  const searchId = parseId(typeof raw === "string" ? raw : null);
  try {
    if (!searchId) throw missing();
    return await changeSearch(userId, searchId, intent, form);
  } catch (thrown) {
    return formReply(parseFields(form, FORM_SCHEMAS[intent]), shownRefusal(thrown), { searchId }, NO_STORE);
  }
}
