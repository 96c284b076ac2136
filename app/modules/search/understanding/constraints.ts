// Constraints written in words, read into the /buy filters they mean: "under 5000", "less than
// $5k", "2015 or newer", "2015-2020", "near 80202", "within 50 miles", "in Texas". Deterministic:
// a fixed grammar of lead words, numbers and units; anything it does not recognise stays a word
// of the keyword ("honda 450" keeps 450, a model number).
import { RADIUS_CHOICES, valuesOf } from "../choices";
import { US_STATES } from "~/shared/us-states";
import { ZIP_PATTERN } from "~/shared/zip-code-rules";
import { YEAR_MIN, yearMax } from "~/modules/listings/listing-limits";
import type { TypedToken } from "./typed-words";

/** Filters read from words, as URL values. */
export interface ConstraintFilters {
  priceMin?: string;
  priceMax?: string;
  yearMin?: string;
  yearMax?: string;
  mileageMin?: string;
  mileageMax?: string;
  zipCode?: string;
  radius?: string;
  state?: string;
  sortBy?: string;
}

export interface ReadConstraints {
  filters: ConstraintFilters;
  /** Which tokens the constraints were read from. */
  used: Set<number>;
}

type Phrase = string[];
const UPPER: Phrase[] = [["under"], ["below"], ["less", "than"], ["cheaper", "than"], ["max"], ["maximum"], ["up", "to"], ["at", "most"], ["no", "more", "than"], ["not", "over"], ["budget"], ["<"]];
const LOWER: Phrase[] = [["over"], ["above"], ["more", "than"], ["at", "least"], ["min"], ["minimum"], ["starting", "at"], [">"]];
const UPPER_AFTER: Phrase[] = [["or", "less"], ["or", "under"], ["and", "under"], ["or", "below"], ["max"]];
const LOWER_AFTER: Phrase[] = [["or", "more"], ["and", "up"], ["and", "over"], ["or", "over"], ["plus"]];
const NEWER_AFTER: Phrase[] = [["or", "newer"], ["and", "newer"], ["or", "later"], ["and", "later"], ["and", "up"], ["or", "above"], ["and", "above"], ["or", "after"], ["and", "after"], ["newer"], ["plus"]];
const OLDER_AFTER: Phrase[] = [["or", "older"], ["and", "older"], ["or", "earlier"], ["and", "earlier"], ["or", "before"], ["and", "before"], ["and", "below"], ["older"]];
const NEWER_THAN: Phrase[] = [["newer", "than"], ["after"]];
const SINCE: Phrase[] = [["since"], ["from"]];
const OLDER_THAN: Phrase[] = [["older", "than"], ["before"], ["pre"]];
const RANGE_JOIN: Phrase[] = [["to"], ["-"], ["through"], ["thru"], ["and"]];
const NEAR: Phrase[] = [["near", "zip", "code"], ["near", "zip"], ["near"], ["in", "zip", "code"], ["in", "zip"], ["in"], ["around"], ["close", "to"], ["by"], ["zip", "code"], ["zip"]];
const WITHIN: Phrase[] = [["within"], ["inside"], ["in"]];
const MILES = ["miles", "mile", "mi", "mls"];
const HOURS = ["hours", "hour", "hrs", "hr"];
const DOLLARS = ["dollars", "dollar", "bucks", "usd"];
const OF = ["of", "from", "around", "near"];

const RADIUS_MILES = valuesOf(RADIUS_CHOICES).map(Number);
/** The smallest radius the filter offers that reaches this far (its largest beyond them all). */
export const radiusFor = (miles: number) => String(RADIUS_MILES.find((r) => r >= miles) ?? RADIUS_MILES.at(-1)!);

const tokenWord = (t: TypedToken | undefined) => (t ? (t.mark ?? t.word) : undefined);

/** How many tokens from `i` the phrase covers, or 0 when it is not there. */
function phraseAt(tokens: TypedToken[], i: number, phrase: Phrase): number {
  for (let k = 0; k < phrase.length; k++) {
    const t = tokens[i + k];
    if (!t || t.syntax || tokenWord(t) !== phrase[k]) return 0;
  }
  return phrase.length;
}
const firstPhraseAt = (tokens: TypedToken[], i: number, phrases: Phrase[]) => {
  for (const p of phrases) {
    const n = phraseAt(tokens, i, p);
    if (n) return n;
  }
  return 0;
};

const numberAt = (tokens: TypedToken[], i: number) => {
  const t = tokens[i];
  return t && !t.syntax && t.number !== undefined ? t : undefined;
};
const isYear = (t: TypedToken | undefined): boolean =>
  !!t && t.number !== undefined && !t.money && Number.isInteger(t.number) && /^\d{4}\+?$/.test(t.raw) && t.number >= YEAR_MIN && t.number <= yearMax();
const isZip = (t: TypedToken | undefined): t is TypedToken => !!t && !t.money && ZIP_PATTERN.test(t.raw);
const wordIn = (t: TypedToken | undefined, words: string[]) => !!t && !t.syntax && words.includes(t.word);

interface Match {
  length: number;
  filters: ConstraintFilters;
}

type Reader = (tokens: TypedToken[], i: number, modelNumbers: ReadonlySet<string>) => Match | null;

/** An amount and its unit: miles (a mileage), hours (not a filter: not read), dollars or nothing (a price). */
function measured(tokens: TypedToken[], i: number): { value: number; kind: "price" | "mileage"; length: number } | null {
  const n = numberAt(tokens, i);
  if (!n || n.plus) return null;
  const unit = tokens[i + 1];
  if (wordIn(unit, HOURS)) return null;
  if (wordIn(unit, MILES) && !n.money) return { value: n.number!, kind: "mileage", length: 2 };
  return { value: n.number!, kind: "price", length: wordIn(unit, DOLLARS) ? 2 : 1 };
}

const bound = (kind: "price" | "mileage", side: "Min" | "Max", value: number): ConstraintFilters => ({ [`${kind}${side}`]: String(value) });

/** "under 5000", "less than $5k", "under 5,000 miles", "< 5000". */
const leadBound: Reader = (tokens, i) => {
  for (const [phrases, side] of [[UPPER, "Max"], [LOWER, "Min"]] as const) {
    const lead = firstPhraseAt(tokens, i, phrases);
    if (!lead) continue;
    const amount = measured(tokens, i + lead);
    if (!amount) return null;
    return { length: lead + amount.length, filters: bound(amount.kind, side, amount.value) };
  }
  return null;
};

/** "5000 or less", "$10k and up", "5000 miles or less", "$5k+". */
const trailingBound: Reader = (tokens, i) => {
  const n = numberAt(tokens, i);
  if (!n || isYear(n)) return null;
  if (n.plus && n.money) return { length: 1, filters: bound("price", "Min", n.number!) };
  const amount = measured(tokens, i);
  if (!amount) return null;
  for (const [phrases, side] of [[UPPER_AFTER, "Max"], [LOWER_AFTER, "Min"]] as const) {
    const after = firstPhraseAt(tokens, i + amount.length, phrases);
    if (after) return { length: amount.length + after, filters: bound(amount.kind, side, amount.value) };
  }
  return null;
};

/** "between $5k and $10k", "2015-2020", "from 2015 to 2020", "$5,000 to $8,000", "5k-10k". */
const range: Reader = (tokens, i) => {
  const lead = phraseAt(tokens, i, ["between"]) || phraseAt(tokens, i, ["from"]);
  const from = numberAt(tokens, i + lead);
  if (!from) return null;
  const join = firstPhraseAt(tokens, i + lead + 1, RANGE_JOIN);
  if (!join || (tokenWord(tokens[i + lead + 1]) === "and" && !lead)) return null;
  const to = numberAt(tokens, i + lead + 1 + join);
  if (!to) return null;
  const length = lead + 1 + join + 1;
  const [lo, hi] = [Math.min(from.number!, to.number!), Math.max(from.number!, to.number!)];
  if (isYear(from) && isYear(to)) return { length, filters: { yearMin: String(lo), yearMax: String(hi) } };
  if (wordIn(tokens[i + length], MILES) && !from.money && !to.money) return { length: length + 1, filters: { mileageMin: String(lo), mileageMax: String(hi) } };
  if (wordIn(tokens[i + length], HOURS)) return null;
  // Two plain numbers are a price from a thousand on ("5000 to 10000"); below, engine sizes or models ("250 to 450").
  if (!from.money && !to.money && !lead && lo < 1000) return null;
  return { length: length + (wordIn(tokens[i + length], DOLLARS) ? 1 : 0), filters: { priceMin: String(lo), priceMax: String(hi) } };
};

/** "2015 or newer", "2015+", "newer than 2015", "since 2015", "before 2010", and a year alone. */
const years: Reader = (tokens, i, modelNumbers) => {
  for (const [phrases, side, shift] of [[NEWER_THAN, "yearMin", 1], [SINCE, "yearMin", 0], [OLDER_THAN, "yearMax", -1]] as const) {
    const lead = firstPhraseAt(tokens, i, phrases);
    const y = lead ? numberAt(tokens, i + lead) : undefined;
    if (lead && y && isYear(y)) return { length: lead + 1, filters: { [side]: String(y.number! + shift) } };
  }
  const y = numberAt(tokens, i);
  if (!y || !isYear(y)) return null;
  if (y.plus) return { length: 1, filters: { yearMin: String(y.number) } };
  const newer = firstPhraseAt(tokens, i + 1, NEWER_AFTER);
  if (newer) return { length: 1 + newer, filters: { yearMin: String(y.number) } };
  const older = firstPhraseAt(tokens, i + 1, OLDER_AFTER);
  if (older) return { length: 1 + older, filters: { yearMax: String(y.number) } };
  // A year alone, unless it is also a model's number ("Sea Ray 1900"): then it stays a word.
  if (modelNumbers.has(y.raw)) return null;
  return { length: 1, filters: { yearMin: String(y.number), yearMax: String(y.number) } };
};

/** "within 50 miles (of 80202)", "50 miles of 80202", "near 80202", "in Texas". */
const place: Reader = (tokens, i) => {
  const within = firstPhraseAt(tokens, i, WITHIN);
  const miles = numberAt(tokens, i + within);
  if (miles && !miles.money && wordIn(tokens[i + within + 1], MILES)) {
    const length = within + 2;
    const of = wordIn(tokens[i + length], OF) && isZip(tokens[i + length + 1]);
    // Without a lead word, "50 miles" is a mileage unless a zip code follows.
    if (!within && !of) return null;
    return { length: length + (of ? 2 : 0), filters: { radius: radiusFor(miles.number!), ...(of ? { zipCode: tokens[i + length + 1]!.raw } : {}) } };
  }
  const near = firstPhraseAt(tokens, i, NEAR);
  if (!near) return null;
  if (isZip(tokens[i + near])) return { length: near + 1, filters: { zipCode: tokens[i + near]!.raw } };
  if (tokenWord(tokens[i]) !== "in" && tokenWord(tokens[i]) !== "near") return null;
  for (const state of US_STATES) {
    const words = state.name.toLowerCase().split(" ");
    const named = phraseAt(tokens, i + 1, words);
    if (named) return { length: 1 + named, filters: { state: state.code } };
    if (phraseAt(tokens, i + 1, [state.code.toLowerCase()])) return { length: 2, filters: { state: state.code } };
  }
  return null;
};

const CHEAP = ["cheap", "cheapest", "inexpensive", "affordable", "bargain"];

/** "cheap": the lowest prices first; "low miles": the fewest miles first. */
const cheap: Reader = (tokens, i) => {
  if (wordIn(tokens[i], CHEAP)) return { length: 1, filters: { sortBy: "price_low" } };
  const low = phraseAt(tokens, i, ["low", "miles"]) || phraseAt(tokens, i, ["low", "mileage"]);
  return low ? { length: low, filters: { sortBy: "mileage_low" } } : null;
};

const READERS: Reader[] = [range, leadBound, place, trailingBound, years, cheap];

/**
 * The constraints among the tokens. `modelNumbers` are numbers that name models in the catalog
 * ("1900"), which a year alone must not take.
 */
export function readConstraints(tokens: TypedToken[], modelNumbers: ReadonlySet<string> = new Set()): ReadConstraints {
  const filters: ConstraintFilters = {};
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; ) {
    let match: Match | null = null;
    if (!tokens[i]!.syntax) {
      for (const read of READERS) {
        match = read(tokens, i, modelNumbers);
        if (match) break;
      }
    }
    if (!match) {
      i++;
      continue;
    }
    Object.assign(filters, match.filters);
    for (let k = 0; k < match.length; k++) used.add(i + k);
    i += match.length;
  }
  // Both ends given the wrong way round: the smaller is the minimum.
  for (const [lo, hi] of [["priceMin", "priceMax"], ["yearMin", "yearMax"], ["mileageMin", "mileageMax"]] as const) {
    if (filters[lo] !== undefined && filters[hi] !== undefined && Number(filters[lo]) > Number(filters[hi])) [filters[lo], filters[hi]] = [filters[hi], filters[lo]];
  }
  return { filters, used };
}
