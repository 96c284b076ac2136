// What a buyer's typed words mean as a search: constraints ("under 5000", "2015 or newer", "near
// 80202") and known words (a make, a type, riders' words such as "side by side") become /buy
// filters, misspelled words are read as the words they were meant as, and the rest stays the
// keyword. A pure function of the text, the catalog's words and the corrections found for the
// words that match nothing (understand.server.ts finds those).
import { keywordOf, typedTokens, type TypedToken } from "./typed-words";
import { readConstraints, type ConstraintFilters } from "./constraints";
import { makeKey, modelAt, phraseMeaning, type CatalogWords } from "./catalog-words";
import { MIN_CORRECTED_LENGTH } from "./spelling";
import type { WordMeaning } from "./riders-words";
import { TYPED_PARAM, UNDERSTAND_PARAM } from "./params";
import { FILTER_DEPENDENTS } from "../active-filters";

export { TYPED_PARAM, UNDERSTAND_PARAM };

export type WordFilters = ConstraintFilters & WordMeaning;

export interface Correction {
  typed: string;
  read: string;
}

export interface Understood {
  filters: WordFilters;
  /** The words left for the keyword search. */
  keyword: string;
  corrections: Correction[];
  /** The typed text with its corrections, as "Showing results for …" says it. */
  read: string;
}


const correctable = (t: TypedToken) => !t.syntax && t.number === undefined && t.word.length >= MIN_CORRECTED_LENGTH && /^\p{L}+$/u.test(t.word);

/** Merges a word's meaning into the filters read so far; false when it contradicts them (the words then stay words). */
function takeMeaning(filters: WordFilters, means: WordMeaning): boolean {
  for (const key of ["type", "subtype", "make", "fuelType"] as const) {
    if (means[key] !== undefined && filters[key] !== undefined && filters[key] !== means[key]) return false;
  }
  Object.assign(filters, means);
  return true;
}

/** A make that the catalog has under one type only names that type too ("sea doo" is a boat). */
function withOnlyType(words: CatalogWords, means: WordMeaning, filters: WordFilters): WordMeaning {
  if (!means.make || means.type || filters.type) return means;
  const types = words.makes.get(makeKey(means.make))?.types ?? [];
  return types.length === 1 ? { ...means, type: types[0] } : means;
}

/** The meaning of the words at `i` (one to `words.longest` of them, the most first) and how many it takes. */
function meaningAt(tokens: TypedToken[], i: number, words: CatalogWords, free: (i: number) => boolean) {
  for (let n = Math.min(words.longest, tokens.length - i); n >= 1; n--) {
    if (!Array.from({ length: n }, (_, k) => free(i + k)).every(Boolean)) continue;
    const phrase = tokens.slice(i, i + n).map((t) => t.word);
    const key = makeKey(phrase.join(""));
    const byName = words.makes.get(key) ?? words.makes.get(`${key}s`);
    const found = phraseMeaning(words, phrase) ?? (byName ? { make: byName.name } : undefined);
    if (found) return { n, found };
    const model = modelAt(words, phrase);
    if (model) return { n, found: model };
  }
  return null;
}

/**
 * Riders' words, makes and models among the tokens not yet used: the filters they mean (into
 * `filters`), the tokens they take (into `used`) and the keyword words some stand for. With
 * `filters` null, every word the catalog knows is taken, whether or not they agree.
 */
function readWords(tokens: TypedToken[], used: Set<number>, words: CatalogWords, filters: WordFilters | null): Map<number, string> {
  const respelled = new Map<number, string>();
  // "honda or yamaha" is the keyword's own syntax (an "or" no constraint took): its words stay words.
  if (tokens.some((t, i) => !used.has(i) && t.word === "or")) return respelled;
  const free = (i: number) => i < tokens.length && !used.has(i) && !tokens[i]!.syntax && tokens[i]!.word !== "";
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const at = meaningAt(tokens, i, words, free);
    if (!at) continue;
    const { words: spelled, ...means } = at.found;
    // Without filters only which words the catalog knows is asked, whatever they mean together.
    if (filters && !takeMeaning(filters, withOnlyType(words, means, filters))) continue;
    if (spelled) respelled.set(i, spelled);
    for (let k = 0; k < at.n; k++) used.add(i + k);
    i += at.n - 1;
  }
  return respelled;
}

/** The text's tokens, its constraints, and which tokens either the constraints or the catalog know as typed. */
function firstReading(text: string, words: CatalogWords) {
  const tokens = typedTokens(text);
  const constraints = readConstraints(tokens, words.modelNumbers);
  const known = new Set(constraints.used);
  readWords(tokens, known, words, null);
  return { tokens, constraints, known };
}

/** The words of the text that neither the constraints nor the catalog know, to be looked for among the listings' words. */
export function wordsToCheck(text: string, words: CatalogWords): string[] {
  const { tokens, known } = firstReading(text, words);
  const spellings = new Set(words.spellings);
  return [...new Set(tokens.filter((t, i) => !known.has(i) && correctable(t) && !spellings.has(t.word)).map((t) => t.word))];
}

export function understandWords(text: string, words: CatalogWords, corrected: ReadonlyMap<string, string>): Understood {
  // Words the catalog knows as typed are never corrected ("master craft" is MasterCraft).
  const { tokens, constraints, known } = firstReading(text, words);
  const { used } = constraints;
  const filters: WordFilters = { ...constraints.filters };
  const corrections: Correction[] = [];
  const readTokens = tokens.map((t, i) => {
    const read = !known.has(i) && correctable(t) ? corrected.get(t.word) : undefined;
    if (!read) return t;
    corrections.push({ typed: t.raw, read });
    return { ...t, raw: read, word: read };
  });
  const respelled = readWords(readTokens, used, words, filters);
  const left = readTokens.flatMap((t, i) => (respelled.has(i) ? [{ ...t, raw: respelled.get(i)! }] : used.has(i) ? [] : [t]));
  return { filters, keyword: keywordOf(left), corrections, read: keywordOf(readTokens) };
}

// Filters that belong to one vehicle type (dropped when the words name another type), its make among them.
const OF_TYPE = [...FILTER_DEPENDENTS.type!, "make", ...FILTER_DEPENDENTS.make!];

/**
 * The search the URL asks for once its typed keyword is understood: the filters the words mean
 * set (over what the form held: the words are what the buyer typed last), the keyword left, and
 * the typed text kept when words of it were corrected.
 */
export function searchWithUnderstanding(params: URLSearchParams, typed: string, understood: Understood): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [UNDERSTAND_PARAM, TYPED_PARAM, "page"]) next.delete(key);
  const { filters } = understood;
  if (filters.type && filters.type !== next.get("type")) for (const key of OF_TYPE) next.delete(key);
  if (filters.make && filters.make.toLowerCase() !== (next.get("make") ?? "").toLowerCase()) next.delete("model");
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) next.set(key, value);
  if (understood.keyword) next.set("keyword", understood.keyword);
  else next.delete("keyword");
  if (understood.corrections.length) next.set(TYPED_PARAM, typed);
  return next;
}

/** The same search with the typed words searched as they were typed: what "Search instead for" links to. */
export function searchAsTyped(params: URLSearchParams, typed: string, understood: Understood): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [TYPED_PARAM, UNDERSTAND_PARAM, "page", ...Object.keys(understood.filters)]) next.delete(key);
  next.set("keyword", typed);
  return next;
}
