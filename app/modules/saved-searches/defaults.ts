import { normalizeSearchQuery } from "./normalize";
import { summarizeSearch } from "./summary";

/** The name "Save this search" offers for a /buy query: null when its filters do not parse. */
export function savedSearchDefaults(search: string): string | null {
  const n = normalizeSearchQuery(search);
  return n.ok ? summarizeSearch(n.query) : null;
}
