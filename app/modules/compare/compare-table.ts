// The comparison as rows: the same facts for every vehicle, then the catalog specifications
// aligned by family and name across vehicles of any type. A row whose values are not all the
// same is marked, so the page can say so in words and not by colour alone.
import { conditionLabel } from "~/modules/catalog/conditions";
import type { SpecificationGroup } from "~/modules/public-listings/specifications";
import { DEAL_LABELS, type DealRating } from "~/modules/valuations/deal-rating";
import { formatNumber, formatPrice } from "~/shared/format";

export interface ComparedVehicle {
  id: number;
  type: string;
  make: string;
  model: string;
  year: number;
  price: string;
  dealRating: DealRating | null;
  mileage: number | null;
  condition: string;
  zipCode: string;
  /** "City, ST" of the listing's zip code, when it is known. */
  place: string | null;
  /** Miles from the visitor's zip code; null when none was given or either place is unknown. */
  distance: number | null;
  images: string[];
  specifications: SpecificationGroup[];
}

export interface CompareRow {
  label: string;
  /** One cell per vehicle, in the vehicles' order; null where the vehicle has no such value. */
  cells: (string | null)[];
  differs: boolean;
}

export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

// Boats' engines are measured in hours of running; everything else on wheels in miles.
const MEASURED_IN_HOURS = new Set(["boat"]);

export function usageUnit(type: string): "hours" | "miles" {
  return MEASURED_IN_HOURS.has(type) ? "hours" : "miles";
}

export function usageText(type: string, mileage: number | null): string | null {
  return mileage === null ? null : `${formatNumber(mileage)} ${usageUnit(type)}`;
}

const sameText = (value: string | null) => (value === null ? null : value.trim().toLowerCase());

/** True when the cells are not all the same value (a missing value differs from any value). */
export function cellsDiffer(cells: (string | null)[]): boolean {
  return new Set(cells.map(sameText)).size > 1;
}

function row(label: string, cells: (string | null)[]): CompareRow {
  return { label, cells, differs: cells.length > 1 && cellsDiffer(cells) };
}

/**
 * The specifications of every vehicle on shared rows: families in the order they first appear,
 * and within a family the names in the order they first appear; a vehicle without a name gets null.
 */
export function alignSpecifications(perVehicle: SpecificationGroup[][]): CompareSection[] {
  const families = new Map<string, Map<string, (string | null)[]>>();
  perVehicle.forEach((groups, column) => {
    for (const group of groups) {
      const names = families.get(group.family) ?? new Map<string, (string | null)[]>();
      families.set(group.family, names);
      for (const item of group.items) {
        const cells = names.get(item.label) ?? perVehicle.map(() => null);
        // The first value of a name a vehicle lists is the one shown, as on its own page.
        if (cells[column] === null) cells[column] = item.value;
        names.set(item.label, cells);
      }
    }
  });
  return [...families].map(([title, names]) => ({ title, rows: [...names].map(([label, cells]) => row(label, cells)) }));
}

/** The whole comparison: the listing's facts first, then its specifications. */
export function compareSections(vehicles: ComparedVehicle[], withDistance: boolean): CompareSection[] {
  const facts: CompareRow[] = [
    row("Price", vehicles.map((v) => formatPrice(v.price))),
    row("Deal rating", vehicles.map((v) => (v.dealRating ? DEAL_LABELS[v.dealRating] : null))),
    row("Year", vehicles.map((v) => String(v.year))),
    row("Miles or hours", vehicles.map((v) => usageText(v.type, v.mileage))),
    row("Condition", vehicles.map((v) => conditionLabel(v.condition))),
    row("Location", vehicles.map((v) => (v.place ? `${v.place} ${v.zipCode}` : `Zip ${v.zipCode}`))),
  ];
  if (withDistance) facts.push(row("Distance", vehicles.map((v) => (v.distance === null ? null : `${formatNumber(v.distance)} ${formatNumber(v.distance) === "1" ? "mile" : "miles"}`))));
  return [{ title: "Listing", rows: facts }, ...alignSpecifications(vehicles.map((v) => v.specifications))];
}
