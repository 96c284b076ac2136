// The choice lists of search filters, each written once as value/label pairs: the filter
// schema (filters.ts) accepts their values, the filter panel offers their labels, and a filter
// chip names a value by its label. Browser-safe: no schema, no server code.

export interface Choice {
  value: string;
  label: string;
}

type Choices = readonly [Choice, ...Choice[]];

/** A list's values, in its order, as the tuple a schema's enum wants. */
export const valuesOf = <const T extends Choices>(choices: T) => choices.map((c) => c.value) as { [K in keyof T]: T[K]["value"] };

/** The label of a value in a list, or undefined when the list has no such value. */
export const labelOf = (choices: readonly Choice[], value: string) => choices.find((c) => c.value === value)?.label;

/** Miles from the zip code; "any" (or nothing) is no radius. */
export const RADIUS_CHOICES = [
  { value: "25", label: "25 miles" },
  { value: "50", label: "50 miles" },
  { value: "100", label: "100 miles" },
  { value: "150", label: "150 miles" },
  { value: "250", label: "250 miles" },
  { value: "500", label: "500 miles" },
] as const;
export const ANY_RADIUS = "any";

export const SORT_CHOICES = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "price_low", label: "Price: Low to High" },
  { value: "price_high", label: "Price: High to Low" },
  { value: "mileage_low", label: "Mileage: Low to High" },
  { value: "mileage_high", label: "Mileage: High to Low" },
  { value: "nearest", label: "Nearest First" },
  { value: "best_deal", label: "Best deals" },
] as const;

export const FUEL_CHOICES = [
  { value: "gasoline", label: "Gasoline" },
  { value: "diesel", label: "Diesel" },
  { value: "electric", label: "Electric" },
  { value: "hybrid", label: "Hybrid" },
] as const;

export const BOAT_TYPE_CHOICES = [
  { value: "pontoon", label: "Pontoon" },
  { value: "bowrider", label: "Bowrider" },
  { value: "center-console", label: "Center Console" },
  { value: "deck-boat", label: "Deck Boat" },
  { value: "fishing", label: "Fishing" },
  { value: "ski-boat", label: "Ski Boat" },
  { value: "wakeboard", label: "Wakeboard" },
  { value: "sailboat", label: "Sailboat" },
  { value: "yacht", label: "Yacht" },
  { value: "personal-watercraft", label: "Personal Watercraft" },
] as const;

export const HULL_CHOICES = [
  { value: "fiberglass", label: "Fiberglass" },
  { value: "aluminum", label: "Aluminum" },
  { value: "wood", label: "Wood" },
  { value: "steel", label: "Steel" },
  { value: "composite", label: "Composite" },
] as const;

export const TRANSMISSION_CHOICES = [
  { value: "manual", label: "Manual" },
  { value: "automatic", label: "Automatic" },
  { value: "cvt", label: "CVT" },
] as const;

export const DRIVE_CHOICES = [
  { value: "2wd", label: "2WD" },
  { value: "4wd", label: "4WD" },
  { value: "awd", label: "AWD" },
] as const;

/** A listing's condition as a filter: no field on the panel, its chip titles the value. */
export const CONDITION_CHOICES = [
  { value: "excellent", label: "Excellent" },
  { value: "very_good", label: "Very Good" },
  { value: "good", label: "Good" },
  { value: "fair", label: "Fair" },
  { value: "poor", label: "Poor" },
] as const;
