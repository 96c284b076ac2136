// When a search finds nothing, the nearest searches that find something, with their counts:
// the same search without one of its filters (the one that emptied it shows itself by its count)
// and, near a zip code, a wider radius. Each is only counted, never listed.
import { RADIUS_CHOICES, valuesOf } from "./choices";
import { activeFilterChips } from "./active-filters";
import { parseSearchParams } from "./filters";
import { resolveFilters, type SearchScope } from "./resolve.server";
import { countListings } from "./search.server";
import { withinSearchBudget } from "./search-budget.server";
import type { SearchCaller } from "./run-search.server";
import { TYPED_PARAM } from "./understanding/params";
import { AppError } from "~/utils/app-error";

export interface NearbySearch {
  label: string;
  href: string;
  total: number;
  totalExact: boolean;
}

/** Past this many tries the rest are left out: each is a count. */
const MAX_TRIED = 6;
const MAX_SHOWN = 4;

interface Candidate {
  label: string;
  params: URLSearchParams;
  wider: boolean;
}

function candidates(params: URLSearchParams, path: string): Candidate[] {
  const tried: Candidate[] = [];
  const radius = Number(params.get("radius"));
  if (params.get("zipCode") && radius) {
    const wider = valuesOf(RADIUS_CHOICES).map(Number).filter((r) => r > radius);
    for (const r of wider.slice(0, 2)) {
      const next = new URLSearchParams(params);
      next.set("radius", String(r));
      tried.push({ label: `Search within ${r} miles`, params: next, wider: true });
    }
    const anywhere = new URLSearchParams(params);
    anywhere.delete("radius");
    tried.push({ label: "Search any distance", params: anywhere, wider: true });
  }
  for (const chip of activeFilterChips(params, path)) {
    if (chip.key === "radius") continue;
    tried.push({ label: `Remove ${chip.label}`, params: new URLSearchParams(chip.href.split("?")[1] ?? ""), wider: false });
  }
  return tried.slice(0, MAX_TRIED);
}

const hrefOf = (path: string, params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  for (const key of [TYPED_PARAM, "page"]) next.delete(key);
  return next.size ? `${path}?${next}` : path;
};

/**
 * The nearest searches with results, for a search that has none: wider radii first, then the
 * search without each filter, most results first. Counted in the search's own turn and budget;
 * when the budget refuses, none are offered.
 */
export async function nearestSearches(params: URLSearchParams, path: string, caller: SearchCaller, scope?: SearchScope): Promise<NearbySearch[]> {
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return [];
  const found: (NearbySearch & { wider: boolean })[] = [];
  try {
    await withinSearchBudget(caller.request, parsed.filters, async () => {
      for (const candidate of candidates(params, path)) {
        const next = parseSearchParams(candidate.params);
        if (!next.ok) continue;
        const resolved = await resolveFilters(next.filters, undefined, scope);
        if (!resolved.ok) continue;
        const { total, totalExact } = await countListings(resolved.search);
        if (total > 0) found.push({ label: candidate.label, href: hrefOf(path, candidate.params), total, totalExact, wider: candidate.wider });
      }
    }, caller.turn);
  } catch (error) {
    if (error instanceof AppError && error.code === "search-refused") return [];
    throw error;
  }
  const wider = found.filter((f) => f.wider).slice(0, 1);
  const fewer = found.filter((f) => !f.wider).sort((a, b) => b.total - a.total);
  return [...wider, ...fewer].slice(0, MAX_SHOWN).map(({ wider: _, ...search }) => search);
}
