// The default name of a saved search: its filters as a phrase, e.g. "Honda dirt bikes under
// $8,000 near 78701". Filters without a rule here are named by their /buy filter chip, so a
// filter added later still shows up in the name.
import { activeFilterChips } from "~/modules/search/active-filters";
import { vehicleTypePlural } from "~/modules/catalog/vehicle-types";
import { formatNumber, formatPrice } from "~/shared/format";
import { stateByCode } from "~/shared/us-states";

export const NAME_MAX = 120;

const words = (v: string) => v.replace(/[-_]/g, " ");
const CONDITIONS: Record<string, string> = { very_good: "very good" };

/** The first letter of a filter's label in lower case, inside the phrase; "CVT" stays. */
const inPhrase = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** Parameters the phrase below covers; any other set parameter is added by its chip's label. */
const COVERED = new Set([
  "type", "make", "model", "keyword", "condition", "yearMin", "yearMax", "priceMin", "priceMax",
  "mileageMin", "mileageMax", "zipCode", "radius", "state", "includeSoldListings", "sortBy", "page", "limit",
]);

function range(min: string | null, max: string | null, show: (v: string) => string, unit = ""): string | null {
  if (min && max) return min === max ? `${show(min)}${unit}` : `${show(min)}–${show(max)}${unit}`;
  if (min) return `${show(min)}${unit} or more`;
  if (max) return `${show(max)}${unit} or less`;
  return null;
}

/** A readable name for a normalized /buy query. */
export function summarizeSearch(query: string): string {
  const p = new URLSearchParams(query);
  const get = (k: string) => p.get(k);
  const front: string[] = [];
  const condition = get("condition");
  if (condition) front.push(CONDITIONS[condition] ?? words(condition));
  const yearMin = get("yearMin");
  const yearMax = get("yearMax");
  if (yearMin && yearMax) front.push(yearMin === yearMax ? yearMin : `${yearMin}–${yearMax}`);
  else if (yearMin) front.push(`${yearMin} or newer`);
  else if (yearMax) front.push(`${yearMax} or older`);
  for (const k of ["make", "model"]) if (get(k)) front.push(get(k)!);
  const type = get("type");
  front.push(type ? vehicleTypePlural(type) : "vehicles");

  const after: string[] = [];
  const keyword = get("keyword");
  if (keyword) after.push(`matching “${keyword}”`);
  const priceMin = get("priceMin");
  const priceMax = get("priceMax");
  if (priceMin && priceMax) after.push(`${formatPrice(priceMin)}–${formatPrice(priceMax)}`);
  else if (priceMax) after.push(`under ${formatPrice(priceMax)}`);
  else if (priceMin) after.push(`over ${formatPrice(priceMin)}`);
  const miles = range(get("mileageMin"), get("mileageMax"), (v) => formatNumber(Number(v)), " miles");
  if (miles) after.push(miles);
  for (const chip of activeFilterChips(p)) if (!COVERED.has(chip.key)) after.push(inPhrase(chip.label));
  const state = get("state");
  if (state) after.push(`in ${stateByCode(state)?.name ?? state}`);
  const zip = get("zipCode");
  const radius = get("radius");
  if (zip) after.push(radius ? `within ${formatNumber(Number(radius))} miles of ${zip}` : `near ${zip}`);
  if (get("includeSoldListings") === "true") after.push("including sold");

  const text = [...front, ...after].join(" ");
  const named = text.charAt(0).toUpperCase() + text.slice(1);
  return named.length > NAME_MAX ? `${named.slice(0, NAME_MAX - 1).trimEnd()}…` : named;
}
