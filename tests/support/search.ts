import { resolveFilters, type ResolvedFilters } from "~/modules/search/resolve.server";
import type { SearchFilters } from "~/modules/search/filters";

/** Parsed filters resolved as runSearch resolves them; a refused one fails the test. */
export async function resolved(filters: SearchFilters): Promise<ResolvedFilters> {
  const answer = await resolveFilters(filters);
  if (!answer.ok) throw new Error(answer.error);
  return answer.search;
}
