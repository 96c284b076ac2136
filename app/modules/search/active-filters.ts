import { stateByCode } from "~/shared/us-states";
import { vehicleTypeName } from "~/modules/catalog/vehicle-types";
import { formatNumber, formatPrice } from "~/shared/format";
import { DEAL_FILTER_LABELS, type DealFilter } from "~/modules/valuations/deal-rating";
import { TYPED_PARAM } from "./understanding/params";

/** Filters that count as "set" for the Clear button: anything but page and limit. */
export function hasActiveFilters(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (key !== "page" && key !== "limit" && value !== "") return true;
  }
  return false;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The same search without this filter, back on its first page. */
  href: string;
}

const titled = (value: string) => value.replace(/[-_]/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
const UPPER: Record<string, string> = { cvt: "CVT", "2wd": "2WD", "4wd": "4WD", awd: "AWD" };
const number = (v: string) => (Number.isFinite(Number(v)) ? formatNumber(Number(v)) : v);
const dollars = (v: string) => (Number.isFinite(Number(v)) ? formatPrice(v) : v);

const LABELS: Record<string, (value: string, params: URLSearchParams) => string> = {
  keyword: (v) => `“${v}”`,
  zipCode: (v) => `Near ${v}`,
  radius: (v) => `Within ${number(v)} miles`,
  state: (v) => `In ${stateByCode(v)?.name ?? v}`,
  type: (v) => vehicleTypeName(v),
  make: (v) => v,
  model: (v) => v,
  yearMin: (v) => `${v} or newer`,
  yearMax: (v) => `${v} or older`,
  priceMin: (v) => `Over ${dollars(v)}`,
  priceMax: (v) => `Under ${dollars(v)}`,
  deal: (v) => DEAL_FILTER_LABELS[v.toLowerCase() as DealFilter] ?? v,
  mileageMin: (v) => `Over ${number(v)} miles`,
  mileageMax: (v) => `Under ${number(v)} miles`,
  includeSoldListings: () => "Including sold",
  condition: (v) => titled(v.toLowerCase()),
  length: (v) => `At least ${number(v)} ft`,
  engineSize: (v) => `At least ${number(v)} cc`,
  fuelType: (v) => titled(v.toLowerCase()),
  boatType: (v) => titled(v.toLowerCase()),
  subtype: (v) => titled(v.toLowerCase()),
  hullMaterial: (v) => titled(v.toLowerCase()),
  transmission: (v) => UPPER[v.toLowerCase()] ?? titled(v.toLowerCase()),
  driveType: (v) => UPPER[v.toLowerCase()] ?? titled(v.toLowerCase()),
  typeId: (v) => `Type ${v}`,
  makeId: (v) => `Make ${v}`,
  modelId: (v) => `Model ${v}`,
};

// Removing a filter also removes the ones that only mean something with it.
export const FILTER_DEPENDENTS: Record<string, string[]> = {
  type: ["length", "engineSize", "fuelType", "boatType", "hullMaterial", "transmission", "driveType", "subtype"],
  make: ["model"],
  zipCode: ["radius"],
};

/** One removable chip per filter the URL sets, in the order the filter panel lists them; `path` is the page searched. */
export function activeFilterChips(params: URLSearchParams, path = "/buy"): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = (params.get(key) ?? "").trim();
    if (!value || (key === "includeSoldListings" && value !== "true" && value !== "on")) continue;
    if (key === "radius" && value === "any") continue;
    const next = new URLSearchParams(params);
    // The typed words' notice goes with any change to the search they made.
    for (const gone of [key, ...(FILTER_DEPENDENTS[key] ?? []), "page", TYPED_PARAM]) next.delete(gone);
    const query = next.toString();
    chips.push({ key, label: label(value, params), href: query ? `${path}?${query}` : path });
  }
  return chips;
}
