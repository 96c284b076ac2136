// Saved Searches (/account/searches): each saved search with Run, rename, alerts and delete.
import { data } from "react-router";
import type { Route } from "./+types/account-searches";
import { readForm } from "~/edge/form-body.server";
import { SavedSearches } from "~/components/account/saved-searches";
import { requireUser } from "~/edge/current-user.server";
import { listSavedSearches } from "~/modules/saved-searches/saved-searches.server";
import { isSearchIntent, runSearchIntent } from "~/edge/saved-search-forms.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { searches: await listSavedSearches(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isSearchIntent(intent)) throw data("Unknown action", { status: 400 });
  return runSearchIntent(user.id, intent, form);
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedSearches searches={loaderData.searches} reply={actionData ?? null} />;
}
