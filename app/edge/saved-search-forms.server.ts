// The form posts of saved searches: "Save this search" on /buy and the account tab's rename,
// frequency and delete. Each answers a redirect with a toast, or field messages (status 400/409)
// for the form to show next to its fields. Used with and without JavaScript alike.
import { data, redirect } from "react-router";
import { getOptionalUser } from "~/edge/current-user.server";
import { loginPath } from "~/shared/redirects";
import { redirectWithToast } from "~/edge/cookies/toast.server";
import { readForm } from "~/edge/form-body.server";
import { parseId } from "~/shared/ids";
import { frequencyChangeSchema, renameSchema, saveSearchSchema } from "~/modules/saved-searches/schema";
import { FREQUENCY_LABELS } from "~/modules/saved-searches/frequencies";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "~/modules/saved-searches/saved-searches.server";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

const NO_STORE = { "Cache-Control": "no-store" };
const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : undefined;
};

export const SAVE_SEARCH_INTENT = "save-search";
export const SEARCH_INTENTS = ["rename-search", "search-frequency", "delete-search"] as const;
export type SearchIntent = (typeof SEARCH_INTENTS)[number];
export const isSearchIntent = (v: unknown): v is SearchIntent => (SEARCH_INTENTS as readonly unknown[]).includes(v);

export interface SearchFormErrors {
  /** Which saved search the messages are about (account tab); null for the /buy form. */
  searchId: number | null;
  fieldErrors: Record<string, string>;
}

const firstMessages = (errors: { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const e of errors) out[String(e.path[0] ?? "query")] ??= e.message;
  return out;
};

/** POST /buy: saves the search shown (signed out: to the sign-in page, and back here after). */
export async function saveSearchFromBuy(request: Request) {
  const url = new URL(request.url);
  const here = `/buy${url.search}`;
  const form = await readForm(request);
  // Only "Save this search" posts here: anything else saves nothing.
  if (form.get("intent") !== SAVE_SEARCH_INTENT) throw data("Unknown action", { status: 400 });
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPath(here));
  const parsed = saveSearchSchema.safeParse({ query: text(form, "query") ?? url.search, name: text(form, "name"), frequency: text(form, "frequency") });
  const fail = (fieldErrors: Record<string, string>, status: number) =>
    data({ saveSearch: { searchId: null, fieldErrors } satisfies SearchFormErrors }, { status, headers: NO_STORE });
  if (!parsed.success) return fail(firstMessages(parsed.error.issues), 400);
  const outcome = await saveSearch(user.id, parsed.data);
  // A filter the schema refuses is shown by /buy itself; the form says so in one line.
  if (!outcome.ok) return fail(Object.keys(outcome.fieldErrors).some((k) => k.startsWith("query.")) ? { query: "Fix the search filters before saving this search." } : outcome.fieldErrors, outcome.status);
  const { name, frequency } = outcome.search;
  const mails = frequency === "none" ? "No emails will be sent." : `New matches will be emailed ${FREQUENCY_LABELS[frequency].toLowerCase()}.`;
  return redirectWithToast(here, { title: "Search Saved", description: `“${name}” is in My Account, Saved Searches. ${mails}` });
}

/** The account tab's forms for one of the user's searches. */
export async function runSearchIntent(userId: number, intent: SearchIntent, form: FormData) {
  const searchId = parseId(text(form, "searchId") ?? null);
  const fail = (fieldErrors: Record<string, string>, status: number) =>
    data({ searchForm: { searchId, fieldErrors } satisfies SearchFormErrors, reply: null, toast: null }, { status, headers: NO_STORE });
  const back = ACCOUNT_PATHS.searches;
  const missing = () => fail({ form: "That saved search was not found." }, 404);
  if (!searchId) return missing();
  if (intent === "delete-search") {
    return (await deleteSavedSearch(userId, searchId)) ? redirectWithToast(back, { title: "Search Deleted", description: "You will get no more emails for it." }) : missing();
  }
  if (intent === "rename-search") {
    const parsed = renameSchema.safeParse({ name: text(form, "name") ?? "" });
    if (!parsed.success) return fail(firstMessages(parsed.error.issues), 400);
    return (await updateSavedSearch(userId, searchId, parsed.data)) ? redirectWithToast(back, { title: "Search Renamed", description: `It is now called “${parsed.data.name}”.` }) : missing();
  }
  const parsed = frequencyChangeSchema.safeParse({ frequency: text(form, "frequency") });
  if (!parsed.success) return fail(firstMessages(parsed.error.issues), 400);
  const f = parsed.data.frequency;
  return (await updateSavedSearch(userId, searchId, parsed.data))
    ? redirectWithToast(back, { title: "Alerts Updated", description: f === "none" ? "You will get no emails for this search." : `New matches will be emailed ${FREQUENCY_LABELS[f].toLowerCase()}.` })
    : missing();
}
