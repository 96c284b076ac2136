// A feed run's report as the feed page shows it: the counts, what was held back over the plan,
// every refused row by its line and field, and the makes and models the catalog did not know.
import { Link } from "react-router";
import type { FeedRunView } from "~/modules/feeds/feed-runs.server";

const COUNTS = [
  ["created", "New"],
  ["updated", "Changed"],
  ["unchanged", "Unchanged"],
  ["unpublished", "Unpublished (missing from the feed)"],
  ["heldBack", "Held back"],
] as const;

export function FeedReport({ run, heldBackMessage }: { run: FeedRunView; heldBackMessage: string | null }) {
  const what = run.dryRun ? "This check found" : "This run applied";
  return (
    <section aria-labelledby="feed-report-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="feed-report-title" className="text-xl font-semibold">
        {run.dryRun ? "Feed check" : "Feed run"} #{run.runId}
      </h2>
      {run.status === "failed" ? <p className="mt-2 text-red-700">{run.error}</p> : <p className="mt-1 text-sm text-slate-600">{what}:</p>}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm" data-testid="feed-counts">
        {COUNTS.map(([key, label]) => (
          <div key={key} className="rounded-md bg-slate-50 p-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold" data-testid={`count-${key}`}>{run[key]}</dd>
          </div>
        ))}
        <div className="rounded-md bg-slate-50 p-2">
          <dt className="text-slate-600">Rows with problems</dt>
          <dd className="text-lg font-semibold" data-testid="count-rejected">{new Set(run.rejected.map((r) => r.row)).size}</dd>
        </div>
      </dl>
      {heldBackMessage && run.heldBack > 0 ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {heldBackMessage} <Link to="/dealer/plan" className="font-semibold underline">Go to the Plan page</Link>
        </p>
      ) : null}
      {run.rejected.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">Rows not listed</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2">Line</th>
                <th scope="col" className="py-1 pr-2">Column</th>
                <th scope="col" className="py-1">Problem</th>
              </tr>
            </thead>
            <tbody>
              {run.rejected.map((r, i) => (
                <tr key={i} className="border-t border-slate-200">
                  <td className="py-1 pr-2">{r.row}</td>
                  <td className="py-1 pr-2">{r.field}</td>
                  <td className="py-1">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {run.unmatched.length ? (
        <div className="mt-4">
          <h3 className="font-semibold">Makes and models not in our catalog</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {run.unmatched.map((u) => (
              <li key={`${u.make}/${u.model}`}>
                {u.make} {u.model} (line{u.rows.length === 1 ? "" : "s"} {u.rows.join(", ")})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function FeedRunList({ runs }: { runs: FeedRunView[] }) {
  if (!runs.length) return <p className="mt-2 text-sm text-slate-600">No feed has been run yet.</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200 text-sm">
      {runs.map((r) => (
        <li key={r.runId} className="py-2">
          <Link to={`/dealer/feeds?run=${r.runId}`} className="font-semibold text-brand-700 underline">
            {r.dryRun ? "Check" : "Run"} #{r.runId}
          </Link>{" "}
          ({r.source}, {r.status}) {new Date(r.startedAt).toISOString().slice(0, 16).replace("T", " ")} UTC: {r.created} new, {r.updated} changed, {r.unchanged} unchanged, {r.unpublished} unpublished
        </li>
      ))}
    </ul>
  );
}
