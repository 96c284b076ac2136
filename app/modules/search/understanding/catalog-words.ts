// The catalog's words as the understanding reads them: makes by a key that ignores case, spaces
// and hyphens ("can am", "Can-Am" and "canam" are one make), the vehicle types and riders' words
// by phrase, the numbers that name models, and every word a misspelling may be corrected to.
import { VEHICLE_TYPES, type VehicleTypeSlug } from "~/modules/catalog/vehicle-types";
import { MAKES_THAT_ARE_WORDS, RIDERS_WORDS, type WordMeaning } from "./riders-words";

export interface CatalogRows {
  makes: { name: string; type: string }[];
  models: { name: string; make: string; type: string }[];
}

type CatalogModel = CatalogRows["models"][number];

export interface CatalogWords {
  /** By phrase: riders' words and type names, each word in lower case, joined by one space. */
  phrases: Map<string, WordMeaning>;
  /** Makes by key (letters and digits of the name, lower case): the name and the types it makes. */
  makes: Map<string, { name: string; types: VehicleTypeSlug[] }>;
  /** The longest phrase or make, in words. */
  longest: number;
  /** Numbers that are a whole word of a model's name ("1900"). */
  modelNumbers: Set<string>;
  /** Models by key (letters and digits, lower case, no accents: "drz400s" for "DR-Z400S"). */
  modelsByKey: Map<string, CatalogModel[]>;
  /** Model names with a digit, by key, shortest first. */
  numberedModels: [string, string][];
  /** Words a misspelling may be meant as, likeliest first: makes, riders' words and types, models. */
  spellings: string[];
}

export const makeKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
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
  const modelsByKey = new Map<string, CatalogModel[]>();
  for (const model of rows.models) modelsByKey.set(makeKey(model.name), [...(modelsByKey.get(makeKey(model.name)) ?? []), model]);
  const numberedModels = [...new Set(rows.models.map((m) => m.name))]
    .filter((m) => /\d/.test(m))
    .map((m): [string, string] => [makeKey(m), m])
    .sort((a, b) => a[0].length - b[0].length || a[0].localeCompare(b[0]));
  for (const { name } of rows.models) {
    for (const word of wordsOf(name)) {
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
  return { phrases, makes, longest, modelNumbers, modelsByKey, numberedModels, spellings };
}

/** Past this many letters and digits, typed words run together may be a model's name written without its spaces and dashes. */
const MIN_MODEL_KEY = 4;

/**
 * A model typed with its spaces, dashes or accents left out or moved ("yz250", "klr 650" for
 * KLR650, "rpod" for R-Pod, "tenere 700" for Ténéré 700), as the catalog spells it for the keyword
 * (which then finds the model's family: YZ250F and YZ250FX too) and, for a name with a digit that
 * one make has, that make (and its type when it is one). A name of letters alone may be an
 * everyday word ("Sport"): only its spelling is taken, and only when it differs from the typed one.
 * For words with a digit and no such name, the shortest model whose key starts with them
 * ("drz400" for DR-Z400S) or holds them ("zx10r" for Ninja ZX-10R) gives the spelling.
 */
export function modelAt(words: CatalogWords, phrase: string[]): WordMeaning | undefined {
  const key = makeKey(phrase.join(""));
  if (key.length < MIN_MODEL_KEY) return undefined;
  const numbered = /\d/.test(key) && /\p{L}/u.test(key);
  const exact = words.modelsByKey.get(key);
  if (exact) {
    const [first] = exact as [CatalogModel];
    if (!numbered) return phrase.join(" ") === first.name.toLowerCase() ? undefined : { words: first.name };
    if (!exact.every((m) => m.make === first.make)) return { words: first.name };
    return { make: first.make, ...(exact.length === 1 ? { type: first.type as VehicleTypeSlug } : {}), words: first.name };
  }
  if (!numbered) return undefined;
  const name = (words.numberedModels.find(([k]) => k.startsWith(key)) ?? words.numberedModels.find(([k]) => k.includes(key)))?.[1];
  return name ? { words: name } : undefined;
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
