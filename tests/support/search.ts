import { resolveFilters, type ResolvedFilters } from "~/modules/search/resolve.server";
import type { SearchFilters } from "~/modules/search/filters";

/** Parsed filters resolved as runSearch resolves them; a refused one fails the test. */
export async function resolved(filters: SearchFilters): Promise<ResolvedFilters> {
  const answer = await resolveFilters(filters);
  if (!answer.ok) throw new Error(answer.error);
  return answer.search;
}

/** Keyword searches of every kind (a typo, a plural, a phrase, OR, NOT, a quote, near a zip code) that search tests share. */
export const KEYWORD_QUERIES = [
  "keyword=yamah",
  "keyword=pontoons",
  "keyword=garage%20kept",
  "keyword=honda%20or%20yamaha",
  "keyword=boat%20-pontoon",
  "keyword=%22trail%20ready%22",
  "keyword=honda&zipCode=90210",
];
