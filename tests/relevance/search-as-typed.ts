// The one place a buyer's typed text becomes ranked listings: the first page of 10, as listing ids,
// searched as /buy's search box searches it (its words read for what they mean first).
import { parseSearchParams } from "../../app/modules/search/filters";
import { resolveFilters } from "../../app/modules/search/resolve.server";
import { searchListings } from "../../app/modules/search/search.server";
import { understoodSearch } from "../../app/modules/search/understanding/understand.server";

export async function searchAsTyped(text: string): Promise<number[]> {
  const query = (await understoodSearch(new URLSearchParams({ keyword: text, limit: "10", understand: "1" })))!;
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(`"${text}": ${parsed.error}`);
  const resolved = await resolveFilters(parsed.filters);
  if (!resolved.ok) throw new Error(`"${text}": ${resolved.error}`);
  return (await searchListings(resolved.search)).vehicles.map((v) => v.listingId);
}
