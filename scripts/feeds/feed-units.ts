// Feed units drawn from the reference catalog, for the sample feeds in docs/feeds and the feeds
// bench: every type, model years the model was built, valid VINs and HINs, realistic prices.
import { CATALOG, modelYears } from "../../prisma/seed/catalog";
import type { TypeSlug } from "../../prisma/seed/catalog/types";
import { mulberry32 } from "../../prisma/seed/lib/seeded-random";
import { vinCheckDigit } from "../../app/modules/listings/vehicle-identifier";

export interface SampleUnit {
  stock_number: string;
  type: TypeSlug;
  make: string;
  model: string;
  year: number;
  price: string;
  condition: string;
  mileage?: number;
  hours?: number;
  zip?: string;
  vin?: string;
  hin?: string;
  description: string;
  photos: string[];
  length?: number;
  engine_size?: number;
  fuel_type?: string;
  boat_type?: string;
  hull_material?: string;
  transmission?: string;
  drive_type?: string;
}

const TYPES = Object.keys(CATALOG) as TypeSlug[];
const CONDITIONS = ["excellent", "very_good", "good", "good", "fair"];
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const NOTES = [
  "One owner, always stored indoors, with every service record.",
  "Fresh service and new tires; ready for the season.",
  "Trade-in inspected by our shop; clean title in hand.",
  "Low use, adult owned, garage kept.",
  "Extended warranty available; financing on approved credit.",
];

function vin(random: () => number, year: number): string {
  const body = Array.from({ length: 17 }, (_, i) => (i === 0 ? "1" : VIN_CHARS[Math.floor(random() * VIN_CHARS.length)]!)).join("");
  // The 10th character names the model year; any valid one will do for a sample.
  const withYear = `${body.slice(0, 9)}${"ABCDEFGHJKLMNPRSTVWXY123456789"[(year - 2010 + 30) % 30]}${body.slice(10)}`;
  return `${withYear.slice(0, 8)}${vinCheckDigit(withYear)}${withYear.slice(9)}`;
}

function hin(make: string, n: number, year: number): string {
  const maker = (make.replace(/[^A-Za-z]/g, "").toUpperCase() + "XXX").slice(0, 3);
  return `${maker}${String(10000 + (n % 90000)).padStart(5, "0")}${"ABCDEFGHIJKL"[n % 12]}${(year - 1) % 10}${String(year % 100).padStart(2, "0")}`;
}

/** `count` units, the same for the same seed; photos under `photoBase`, three per unit. */
export function feedUnits(count: number, options: { seed?: number; photoBase?: string; prefix?: string } = {}): SampleUnit[] {
  const random = mulberry32(options.seed ?? 47);
  const base = options.photoBase ?? "https://inventory.example.com/photos";
  const units: SampleUnit[] = [];
  for (let n = 0; n < count; n++) {
    const type = TYPES[n % TYPES.length]!;
    const makes = CATALOG[type];
    const make = makes[Math.floor(random() * makes.length)]!;
    const model = make.models[Math.floor(random() * make.models.length)]!;
    const years = modelYears(model).slice(-8);
    const year = years[Math.floor(random() * years.length)]!;
    const age = new Date().getFullYear() + 1 - year;
    const price = Math.min(39_500, Math.max(1500, Math.round((model.msrp * Math.pow(0.88, age)) / 50) * 50));
    const stock = `${options.prefix ?? "RM"}${String(n + 1).padStart(5, "0")}`;
    const unit: SampleUnit = {
      stock_number: stock,
      type,
      make: make.name,
      model: model.name,
      year,
      price: price.toFixed(2),
      condition: CONDITIONS[Math.floor(random() * CONDITIONS.length)]!,
      description: `${year} ${make.name} ${model.name}. ${NOTES[Math.floor(random() * NOTES.length)]} Stock ${stock}.`,
      photos: [1, 2, 3].map((i) => `${base}/${stock}-${i}.jpg`),
      ...(model.length ? { length: model.length } : {}),
      ...(model.engineSize ? { engine_size: model.engineSize } : {}),
      ...(model.fuelType ? { fuel_type: model.fuelType } : {}),
      ...(model.boatType ? { boat_type: model.boatType } : {}),
      ...(model.hullMaterial ? { hull_material: model.hullMaterial } : {}),
      ...(model.transmission ? { transmission: model.transmission } : {}),
      ...(model.driveType ? { drive_type: model.driveType } : {}),
    };
    if (type === "boat") {
      unit.hin = hin(make.name, n, year);
      unit.hours = Math.round(random() * 40) * 10;
    } else {
      unit.vin = vin(random, year);
      if (type !== "camper") unit.mileage = Math.round(random() * (type === "rv" || type === "motorcycle" ? 400 : 60)) * 100;
    }
    units.push(unit);
  }
  return units;
}

export const SAMPLE_COLUMNS = [
  "stock_number", "type", "make", "model", "year", "price", "condition", "mileage", "hours", "zip", "vin", "hin", "description", "photos",
  "length", "engine_size", "fuel_type", "boat_type", "hull_material", "transmission", "drive_type",
] as const;

const csvCell = (value: unknown) => {
  const text = Array.isArray(value) ? value.join("|") : value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function unitsCsv(units: SampleUnit[]): string {
  const lines = units.map((u) => SAMPLE_COLUMNS.map((c) => csvCell(u[c as keyof SampleUnit])).join(","));
  return [SAMPLE_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function unitsXml(units: SampleUnit[]): string {
  const body = units.map((u) => {
    const fields = Object.entries(u)
      .map(([k, v]) => (k === "photos" ? `    <photos>\n${(v as string[]).map((p) => `      <photo>${xmlText(p)}</photo>`).join("\n")}\n    </photos>` : `    <${k}>${xmlText(String(v))}</${k}>`))
      .join("\n");
    return `  <unit>\n${fields}\n  </unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<inventory>\n${body.join("\n")}\n</inventory>\n`;
}

export const unitsJson = (units: SampleUnit[]) => `${JSON.stringify({ units }, null, 2)}\n`;
