// The catalog's words as the understanding reads them: makes by a key that ignores case, spaces
// and hyphens ("can am", "Can-Am" and "canam" are one make), the vehicle types and riders' words
// by phrase, the numbers that name models, and every word a misspelling may be corrected to.
import { VEHICLE_TYPES, type VehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { MAKES_THAT_ARE_WORDS, RIDERS_WORDS, type WordMeaning } from "./riders-words";

export interface CatalogRows {
  makes: { name: string; type: string }[];
  models: string[];
}

export interface CatalogWords {
  /** By phrase: riders' words and type names, each word in lower case, joined by one space. */
  phrases: Map<string, WordMeaning>;
  /** Makes by key (letters and digits of the name, lower case): the name and the types it makes. */
  makes: Map<string, { name: string; types: VehicleTypeSlug[] }>;
  /** The longest phrase or make, in words. */
  longest: number;
  /** Numbers that are a whole word of a model's name ("1900"). */
  modelNumbers: Set<string>;
  /** Words a misspelling may be meant as, likeliest first: makes, riders' words and types, models. */
  spellings: string[];
}

export const makeKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Words the constraints read, which must never be corrected into something else. */
const CONSTRAINT_WORDS = ["under", "below", "less", "than", "over", "above", "more", "least", "most", "newer", "older", "later", "earlier", "since", "before", "after", "between", "within", "near", "miles", "mile", "zip", "code", "around", "dollars", "bucks", "cheaper", "budget", "maximum", "minimum", "through"];

export function catalogWords(rows: CatalogRows): CatalogWords {
  const phrases = new Map<string, WordMeaning>();
  const add = (phrase: string, means: WordMeaning) => {
    const key = wordsOf(phrase).join(" ");
    if (key && !phrases.has(key)) phrases.set(key, means);
  };
  for (const entry of RIDERS_WORDS) for (const phrase of entry.phrases) add(phrase, entry.means);
  for (const t of VEHICLE_TYPES) for (const name of [t.slug, t.name, t.badge, t.plural]) add(name, { type: t.slug });

  const makes = new Map<string, { name: string; types: VehicleTypeSlug[] }>();
  for (const { name, type } of rows.makes) {
    const key = makeKey(name);
    if (!key || MAKES_THAT_ARE_WORDS.includes(key)) continue;
    const make = makes.get(key) ?? { name, types: [] };
    if (!make.types.includes(type as VehicleTypeSlug)) make.types.push(type as VehicleTypeSlug);
    makes.set(key, make);
  }
  const longest = Math.max(...[...phrases.keys()].map((p) => p.split(" ").length), ...rows.makes.map((m) => wordsOf(m.name).length));

  const modelNumbers = new Set<string>();
  const modelWords = new Set<string>();
  for (const model of rows.models) {
    for (const word of wordsOf(model)) {
      if (/^\d+$/.test(word)) modelNumbers.add(word);
      else if (/^\p{L}+$/u.test(word)) modelWords.add(word);
    }
  }
  const spellings = [
    ...new Set([
      ...rows.makes.flatMap((m) => [makeKey(m.name), ...wordsOf(m.name)]),
      ...[...phrases.keys()].flatMap((p) => p.split(" ")),
      ...CONSTRAINT_WORDS,
      ...modelWords,
    ]),
  ].filter((w) => /^\p{L}+$/u.test(w));
  return { phrases, makes, longest, modelNumbers, spellings };
}

/** The phrase's meaning, a final "s" allowed ("quads", "jet skis"). */
export function phraseMeaning(words: CatalogWords, phrase: string[]): WordMeaning | undefined {
  const key = phrase.join(" ");
  const found = words.phrases.get(key);
  if (found) return found;
  const last = phrase.at(-1)!;
  if (last.length > 2 && last.endsWith("s")) return words.phrases.get([...phrase.slice(0, -1), last.slice(0, -1)].join(" "));
  return undefined;
}
