// The one place a buyer's typed text becomes ranked listings: the first page of 10, as listing ids.
import { parseSearchParams } from "../../app/modules/search/filters";
import { resolveFilters } from "../../app/modules/search/resolve.server";
import { searchListings } from "../../app/modules/search/search.server";

export async function searchAsTyped(text: string): Promise<number[]> {
  const parsed = parseSearchParams(new URLSearchParams({ keyword: text, limit: "10" }));
  if (!parsed.ok) throw new Error(`"${text}": ${parsed.error}`);
  const resolved = await resolveFilters(parsed.filters);
  if (!resolved.ok) throw new Error(`"${text}": ${resolved.error}`);
  return (await searchListings(resolved.search)).vehicles.map((v) => v.listingId);
}
