export const RADIUS_CHOICES = [
  { value: "25", label: "25 miles" },
  { value: "50", label: "50 miles" },
  { value: "100", label: "100 miles" },
  { value: "150", label: "150 miles" },
  { value: "250", label: "250 miles" },
  { value: "500", label: "500 miles" },
  { value: "any", label: "Any distance" },
];

/** The value the sort list shows for a URL's sortBy: newest first, the default, is its empty choice. */
export const sortFieldValue = (sortBy: string | null | undefined) => (!sortBy || sortBy === "newest" ? "" : sortBy);

export const SORT_CHOICES = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "price_low", label: "Price: Low to High" },
  { value: "price_high", label: "Price: High to Low" },
  { value: "mileage_low", label: "Mileage: Low to High" },
  { value: "mileage_high", label: "Mileage: High to Low" },
  { value: "nearest", label: "Nearest First" },
];

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

export const SPEC_BLOCK_TITLES: Record<SpecBlock, string> = {
  rv: "RV Specifications",
  boat: "Boat Specifications",
  motorcycle: "Motorcycle Specifications",
  offroad: "Off-Road Specifications",
};
