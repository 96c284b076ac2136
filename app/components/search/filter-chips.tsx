import { Link } from "react-router";
import type { FilterChip } from "~/modules/search/active-filters";

/** The active filters as chips, each a link to the same search without it. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  return chips.length ? (
    <ul aria-label="Active filters" className="mb-3 flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.href} aria-label={`Remove filter ${chip.label}`}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  ) : null;
}
