// Totals of filtered searches, remembered briefly per process. Counting every match of a broad
// filter on a large market reads many index entries, costs more than the page of results, and
// the number shown beside the results can lag the market by a few seconds; the results cannot.
// Concurrent searches with the same filters share one count.
import { keptBriefly } from "~/utils/kept-briefly.server";

export const rememberedCount = keptBriefly<number>("search-counts");
