import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { FieldError, inputClass } from "~/components/ui/field";
import { firstMessages, keptText } from "~/utils/field-messages";
import { FREQUENCIES, FREQUENCY_LABELS, MAX_SAVED_SEARCHES } from "~/modules/saved-searches/frequencies";
import { ACCOUNT_PATHS } from "~/shared/account-paths";
import { loginPath } from "~/shared/redirects";

interface Props {
  /** The page's query string ("?type=boat", or ""). */
  search: string;
  /** The search's readable name, offered as the default; null when the filters do not parse. */
  defaultName: string | null;
  /** The server's reply to a refused save: each field's message, and what was typed. */
  lastResult?: SubmissionResult<string[]> | null;
}

const button = "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

/**
 * "Save this search" on /buy: a disclosure that opens without JavaScript; signed out it leads to
 * the sign-in page, which saves the search and brings the buyer back to it.
 */
export function SaveSearchPanel({ search, defaultName, lastResult }: Props) {
  const root = useRouteLoaderData("root") as { user: { id: number } | null } | undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save-search";
  if (defaultName === null) return null;
  const errors = firstMessages(lastResult?.error, "form");
  const here = `/buy${search}`;
  return (
    <details id="save-search" open={Object.keys(errors).length > 0 || undefined} className="mb-4 rounded-lg border border-slate-200 bg-white" data-testid="save-search">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Save this search
      </summary>
      <div className="border-t border-slate-200 p-4">
        {root?.user ? (
          <Form method="post" action={here} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start" aria-describedby="save-search-note">
            <input type="hidden" name="intent" value="save-search" />
            <input type="hidden" name="query" value={search} />
            <div>
              <label htmlFor="save-search-name" className="block text-sm font-medium text-slate-700">Name</label>
              <input id="save-search-name" name="name" defaultValue={keptText(lastResult, "name") ?? defaultName} required maxLength={120} autoComplete="off"
                aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? "save-search-name-error" : undefined} className={`${inputClass} mt-1`} />
              <FieldError id="save-search-name-error" message={errors.name} />
            </div>
            <div>
              <label htmlFor="save-search-frequency" className="block text-sm font-medium text-slate-700">Email me new matches</label>
              <select id="save-search-frequency" name="frequency" defaultValue={keptText(lastResult, "frequency") ?? "daily"}
                aria-invalid={errors.frequency ? true : undefined} aria-describedby={errors.frequency ? "save-search-frequency-error" : undefined} className={`${inputClass} mt-1`}>
                {FREQUENCIES.map((f) => <option key={f} value={f}>{FREQUENCY_LABELS[f]}</option>)}
              </select>
              <FieldError id="save-search-frequency-error" message={errors.frequency} />
            </div>
            <div className="sm:pt-6">
              <button type="submit" disabled={saving} aria-describedby={errors.query ? "save-search-error" : undefined} className={`${button} w-full sm:w-auto`}>
                {saving ? "Saving..." : "Save search"}
              </button>
            </div>
            {errors.query ? <p id="save-search-error" role="alert" className="text-sm text-red-700 sm:col-span-3">{errors.query}</p> : null}
            <p id="save-search-note" className="text-sm text-slate-600 sm:col-span-3">
              Up to {MAX_SAVED_SEARCHES} saved searches. Manage them in <Link to={ACCOUNT_PATHS.searches} className="text-brand-700 underline">your saved searches</Link>.
            </p>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">
            <Link to={loginPath(here, "save-search")} className="font-semibold text-brand-700 underline">Sign in to save this search</Link> and get an email when new listings match it.
          </p>
        )}
      </div>
    </details>
  );
}
