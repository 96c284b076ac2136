import { defaultOrder, type SearchOrder, type SortValue } from "~/modules/search/filter-values";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { SORT_CHOICES } from "~/modules/search/choices";

// The sort list and the type-specific blocks of the /buy filter form: what the browser needs to
// lay the form out. The choices themselves are the search module's (modules/search/choices.ts).

const DEFAULT_LABELS: Record<SearchOrder, string> = {
  ...(Object.fromEntries(SORT_CHOICES.map((c) => [c.value, c.label])) as Record<SortValue, string>),
  relevance: "Best Match",
  recommended: "Recommended",
};

/** The order a URL's search gets without a chosen sort (a zip code only counts once it is valid). */
export function defaultOrderFor(params: URLSearchParams): SearchOrder {
  const zipCode = ZIP_PATTERN.test((params.get("zipCode") ?? "").trim()) ? "zip" : undefined;
  return defaultOrder({ zipCode, keyword: (params.get("keyword") ?? "").trim() || undefined });
}

/** The value the sort list shows for a URL's sortBy: the default order is its empty choice. */
export const sortFieldValue = (sortBy: string | null | undefined, fallback: SearchOrder = "recommended") =>
  !sortBy || sortBy === fallback ? "" : sortBy;

/** The sort list for a search: its default order first (the empty value), then the others. */
export function sortChoicesFor(params: URLSearchParams) {
  const fallback = defaultOrderFor(params);
  return {
    shown: sortFieldValue(params.get("sortBy"), fallback),
    choices: [{ value: "", label: DEFAULT_LABELS[fallback] }, ...SORT_CHOICES.filter((c) => c.value !== fallback)],
  };
}

export type SpecBlock = "rv" | "boat" | "motorcycle" | "offroad";

/** Which type-specific block of the filter panel a vehicle type shows. */
export function specBlockFor(type: string | undefined): SpecBlock | null {
  switch (type) {
    case "rv":
    case "camper":
      return "rv";
    case "boat":
      return "boat";
    case "motorcycle":
    case "dirtbike":
      return "motorcycle";
    case "atv":
    case "utv":
    case "sandrail":
      return "offroad";
    default:
      return null;
  }
}

/** The number fields with messages that a type's block of the filter panel shows. */
export function specNumberFields(type: string | undefined): string[] {
  switch (specBlockFor(type)) {
    case "rv":
      return ["length"];
    case "boat":
      return ["length"];
    case "motorcycle":
    case "offroad":
      return ["engineSize"];
    default:
      return [];
  }
}

export const SPEC_BLOCK_TITLES: Record<SpecBlock, string> = {
  rv: "RV Specifications",
  boat: "Boat Specifications",
  motorcycle: "Motorcycle Specifications",
  offroad: "Off-Road Specifications",
};
