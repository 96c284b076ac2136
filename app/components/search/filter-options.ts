import { defaultOrder, type SearchOrder, type SortValue } from "~/modules/search/filter-values";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";

export const RADIUS_CHOICES = [
  { value: "25", label: "25 miles" },
  { value: "50", label: "50 miles" },
  { value: "100", label: "100 miles" },
  { value: "150", label: "150 miles" },
  { value: "250", label: "250 miles" },
  { value: "500", label: "500 miles" },
  { value: "any", label: "Any distance" },
];

const SORT_CHOICES = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "price_low", label: "Price: Low to High" },
  { value: "price_high", label: "Price: High to Low" },
  { value: "mileage_low", label: "Mileage: Low to High" },
  { value: "mileage_high", label: "Mileage: High to Low" },
  { value: "nearest", label: "Nearest First" },
  { value: "best_deal", label: "Best deals" },
];

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

const titled = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()) }));

export const FUEL_CHOICES = titled(["gasoline", "diesel", "electric", "hybrid"]);
export const BOAT_TYPE_CHOICES = titled(["pontoon", "bowrider", "center-console", "deck-boat", "fishing", "ski-boat", "wakeboard", "sailboat", "yacht"]);
export const HULL_CHOICES = titled(["fiberglass", "aluminum", "wood", "steel", "composite"]);
export const TRANSMISSION_CHOICES = titled(["manual", "automatic", "cvt"], { cvt: "CVT" });
export const DRIVE_CHOICES = titled(["2wd", "4wd", "awd"], { "2wd": "2WD", "4wd": "4WD", awd: "AWD" });

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
