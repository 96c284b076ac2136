import { Form, Link } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { FieldError, inputClass } from "~/components/ui/field";
import { firstMessages, keptText } from "~/utils/field-messages";
import { FREQUENCIES, FREQUENCY_LABELS, MAX_SAVED_SEARCHES, type Frequency } from "~/modules/saved-searches/frequencies";
import { buyPathOf } from "~/modules/saved-searches/normalize";
import { quotedName } from "~/modules/saved-searches/quoted-name";
import { ACCOUNT_PATHS } from "~/shared/account-paths";

export interface SavedSearchItem {
  id: number;
  name: string;
  query: string;
  frequency: Frequency;
}

/** The server's reply to a refused form, and which saved search it is about (null: none). */
export interface SearchFormReply {
  searchId: number | null;
  result: SubmissionResult<string[]>;
}

const small = "inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const secondary = `${small} border border-slate-300 text-slate-800 hover:bg-slate-50`;

/** The account tab: each saved search with Run, rename, alert frequency and delete, every one a plain form. */
export function SavedSearches({ searches, reply }: { searches: SavedSearchItem[]; reply?: SearchFormReply | null }) {
  const messages = firstMessages(reply?.result.error, "form");
  return (
    <section aria-labelledby="searches-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="searches-heading" className="text-xl font-semibold">Saved Searches</h2>
      <p className="mt-1 text-sm text-slate-600">
        {searches.length} of {MAX_SAVED_SEARCHES} saved. Save a search from the filters on the Buy page.
      </p>
      {reply && !searches.some((s) => s.id === reply.searchId) ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{Object.values(messages)[0]}</p>
      ) : null}
      {searches.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium">No saved searches</p>
          <Link to="/buy" className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">Browse Vehicles</Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="saved-searches">
          {searches.map((s) => (
            <SearchRow key={s.id} search={s} reply={reply?.searchId === s.id ? reply.result : null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SearchRow({ search, reply }: { search: SavedSearchItem; reply: SubmissionResult<string[]> | null }) {
  const id = `search-${search.id}`;
  const messages = firstMessages(reply?.error, "form");
  return (
    <li className="py-4" aria-labelledby={`${id}-name`} data-testid="saved-search">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-name`} className="min-w-0 break-words font-semibold">{search.name}</h3>
        <Link to={buyPathOf(search.query)} className={`${small} bg-brand-600 text-white hover:bg-brand-700`} aria-label={`Run ${search.name}`}>Run</Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">Alerts: {FREQUENCY_LABELS[search.frequency]}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Form method="post" action={ACCOUNT_PATHS.searches} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="rename-search" />
          <input type="hidden" name="searchId" value={search.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-rename`} className="block text-sm font-medium text-slate-700">Name</label>
            <input id={`${id}-rename`} name="name" defaultValue={keptText(reply, "name") ?? search.name} required maxLength={120} autoComplete="off"
              aria-invalid={messages.name ? true : undefined} aria-describedby={messages.name ? `${id}-rename-error` : undefined} className={`${inputClass} mt-1`} />
          </div>
          <button type="submit" className={secondary}>Rename</button>
          <div className="basis-full"><FieldError id={`${id}-rename-error`} message={messages.name} /></div>
        </Form>
        <Form method="post" action={ACCOUNT_PATHS.searches} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="search-frequency" />
          <input type="hidden" name="searchId" value={search.id} />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-frequency`} className="block text-sm font-medium text-slate-700">Email me new matches</label>
            <select id={`${id}-frequency`} name="frequency" defaultValue={keptText(reply, "frequency") ?? search.frequency}
              aria-invalid={messages.frequency ? true : undefined} aria-describedby={messages.frequency ? `${id}-frequency-error` : undefined} className={`${inputClass} mt-1`}>
              {FREQUENCIES.map((f) => <option key={f} value={f}>{FREQUENCY_LABELS[f]}</option>)}
            </select>
          </div>
          <button type="submit" className={secondary}>Save</button>
          <div className="basis-full"><FieldError id={`${id}-frequency-error`} message={messages.frequency} /></div>
        </Form>
      </div>
      <details className="mt-3">
        <summary className={`${small} cursor-pointer border border-red-300 text-red-700 hover:bg-red-50`}>Delete</summary>
        <Form method="post" action={ACCOUNT_PATHS.searches} className="mt-2 rounded-md border border-red-200 bg-red-50 p-3">
          <input type="hidden" name="intent" value="delete-search" />
          <input type="hidden" name="searchId" value={search.id} />
          <p className="text-sm text-red-900">Delete {quotedName(search.name)}? Its email alerts stop. This cannot be undone.</p>
          <button type="submit" className={`${small} mt-2 bg-red-700 text-white hover:bg-red-800`}>Yes, delete this search</button>
        </Form>
      </details>
    </li>
  );
}
