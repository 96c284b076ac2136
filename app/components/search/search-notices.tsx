import { Link } from "react-router";
import type { SpellingNotice } from "~/modules/search/understanding/understand.server";
import type { NearbySearch } from "~/modules/search/nearest-searches.server";
import { totalText } from "~/modules/search/filter-values";

/** "Showing results for honda. Search instead for hnda": above the results when typed words were corrected. */
export function SpellingNoticeLine({ notice, path }: { notice: SpellingNotice | null; path: string }) {
  if (!notice) return null;
  return (
    <p className="mb-3 text-sm text-slate-700" data-testid="spelling-notice">
      Showing results for <strong className="font-semibold italic">{notice.read}</strong>.{" "}
      <Link to={`${path}?${notice.asTyped}`} className="font-medium text-brand-700 underline hover:text-brand-800">
        Search instead for {notice.typed}
      </Link>
    </p>
  );
}

/** The nearest searches that find something, under "No vehicles found". */
export function NearbySearches({ searches }: { searches: NearbySearch[] }) {
  if (!searches.length) return null;
  return (
    <nav aria-labelledby="nearby-searches-heading" className="mt-6 text-left" data-testid="nearby-searches">
      <h4 id="nearby-searches-heading" className="text-sm font-semibold text-slate-800">Searches with results</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {searches.map((s) => (
          <li key={s.href}>
            <Link to={s.href} className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              {s.label}
              <span className="text-slate-600">({totalText(s.total, s.totalExact)} {s.total === 1 && s.totalExact ? "result" : "results"})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
