import { Link } from "react-router";
import type { AuditEntryView } from "~/modules/staff/audit-log.server";

const focusRing = "rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Change({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-all font-mono text-xs leading-5 text-slate-800">{value}</dd>
    </div>
  );
}

/** The audit log, newest first: one card per entry, readable on a phone. */
export function AuditLogList({ entries, page, hasNext }: { entries: AuditEntryView[]; page: number; hasNext: boolean }) {
  return (
    <section aria-labelledby="audit-log-heading" className="mt-8">
      <h2 id="audit-log-heading" className="text-xl font-semibold">Audit log</h2>
      <p className="mt-1 text-sm text-slate-600">Every staff action, newest first. Entries cannot be changed or removed.</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-600">No staff actions yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="audit-log">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">
                {entry.action} <span className="font-normal text-slate-600">on {entry.subject}</span>
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                by {entry.actor}, <time dateTime={entry.at}>{entry.at.replace("T", " ").slice(0, 19)} UTC</time>
              </p>
              <dl className="mt-2 flex flex-col gap-1 text-sm">
                <Change label="Reason" value={entry.reason} />
                <Change label="Before" value={entry.before} />
                <Change label="After" value={entry.after} />
              </dl>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Audit log pages" className="mt-6 flex justify-between text-sm">
        {page > 1 ? <Link to={`/staff?page=${page - 1}`} className={`${focusRing} text-brand-700 underline`}>Newer entries</Link> : <span />}
        {hasNext ? <Link to={`/staff?page=${page + 1}`} className={`${focusRing} text-brand-700 underline`}>Older entries</Link> : null}
      </nav>
    </section>
  );
}
