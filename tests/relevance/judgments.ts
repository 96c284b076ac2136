// What a buyer who types a query wants, as criteria on a listing's own attributes, and the grade
// a listing earns against them: 2 when it meets the query's `relevant` criteria, 1 when it meets
// only its weaker `partial` ones, 0 otherwise. A list of criteria is met when any one of them is;
// a list of values on one field is met when the listing has any one of them.

type OneOrMore<T> = T | readonly T[];

export interface Criteria {
  /** Vehicle type slug: dirtbike, motorcycle, atv, utv, boat, rv, camper, sandrail. */
  type?: OneOrMore<string>;
  /** Make name, whole (case does not matter). */
  make?: OneOrMore<string>;
  /** Model name, whole. */
  model?: OneOrMore<string>;
  /** Part of the model name. */
  modelContains?: OneOrMore<string>;
  /** The model's subtype slug (motocross, toy-hauler, class-a...). */
  subtype?: OneOrMore<string>;
  boatType?: OneOrMore<string>;
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  /** A listing without a mileage (boats, campers) meets no mileage range. */
  mileageMin?: number;
  mileageMax?: number;
  /** Within this many miles of the zip code's point. */
  near?: { zip: string; miles: number };
  /** Every one of these words or phrases appears in the description, as whole words. */
  words?: readonly string[];
}

export type Judgment = Criteria | readonly Criteria[];

export interface JudgedQuery {
  /** Exactly what the buyer types into the search box. */
  query: string;
  relevant: Judgment;
  partial?: Judgment;
  /** Its listings arrive with the personal watercraft catalog; until then the market holds none. */
  awaits?: "personal-watercraft";
}

export type Grade = 0 | 1 | 2;

/** A listing on the market, as the criteria read it. */
export interface JudgedListing {
  id: number;
  type: string;
  make: string;
  model: string;
  subtype: string | null;
  boatType: string | null;
  price: number;
  year: number;
  mileage: number | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** Where each zip code named by a `near` criterion lies. */
export type ZipPoints = ReadonlyMap<string, Point>;

const listOf = <T>(value: OneOrMore<T>): readonly T[] => (Array.isArray(value) ? value : [value as T]);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const oneOf = (value: string | null, wanted: OneOrMore<string> | undefined) => wanted === undefined || (value !== null && listOf(wanted).some((w) => same(value, w)));
const within = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) || (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

export function milesBetween(a: Point, b: Point): number {
  const h = Math.sin(((b.latitude - a.latitude) * RAD) / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(((b.longitude - a.longitude) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordPatterns = new Map<string, RegExp>();
function hasWords(description: string, words: string): boolean {
  let pattern = wordPatterns.get(words);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "iu");
    wordPatterns.set(words, pattern);
  }
  return pattern.test(description);
}

export function meets(listing: JudgedListing, c: Criteria, zips: ZipPoints): boolean {
  if (!oneOf(listing.type, c.type) || !oneOf(listing.make, c.make) || !oneOf(listing.model, c.model)) return false;
  if (!oneOf(listing.subtype, c.subtype) || !oneOf(listing.boatType, c.boatType)) return false;
  if (c.modelContains !== undefined && !listOf(c.modelContains).some((part) => listing.model.toLowerCase().includes(part.toLowerCase()))) return false;
  if (!within(listing.price, c.priceMin, c.priceMax) || !within(listing.year, c.yearMin, c.yearMax) || !within(listing.mileage, c.mileageMin, c.mileageMax)) return false;
  if (c.near) {
    const origin = zips.get(c.near.zip);
    if (!origin) throw new Error(`Zip code ${c.near.zip} is not in the zip codes table`);
    if (listing.latitude === null || listing.longitude === null) return false;
    if (milesBetween(origin, { latitude: listing.latitude, longitude: listing.longitude }) > c.near.miles) return false;
  }
  return (c.words ?? []).every((w) => hasWords(listing.description, w));
}

const meetsAny = (listing: JudgedListing, judgment: Judgment | undefined, zips: ZipPoints) =>
  judgment !== undefined && listOf<Criteria>(judgment).some((c) => meets(listing, c, zips));

export function gradeOf(listing: JudgedListing, judged: JudgedQuery, zips: ZipPoints): Grade {
  if (meetsAny(listing, judged.relevant, zips)) return 2;
  return meetsAny(listing, judged.partial, zips) ? 1 : 0;
}

/** Every criteria object of a judged query, relevant and partial. */
export const criteriaOf = (judged: JudgedQuery): Criteria[] => [...listOf<Criteria>(judged.relevant), ...(judged.partial ? listOf<Criteria>(judged.partial) : [])];

/** The zip codes a judged query's `near` criteria name. */
export const zipsNamedBy = (judged: JudgedQuery): string[] => criteriaOf(judged).flatMap((c) => (c.near ? [c.near.zip] : []));

/** Each value of one field named anywhere in the criteria. */
export const valuesNamed = (criteria: Criteria[], field: "type" | "make" | "model" | "modelContains" | "subtype" | "boatType"): string[] =>
  criteria.flatMap((c) => (c[field] === undefined ? [] : [...listOf(c[field])]));
