// The understanding's reads: the catalog's words (reference data, kept a few minutes) and, for
// typed words the catalog does not know, whether the listings hold them and, when they hold
// nothing like them, the nearest words they do hold (search_lexemes' trigram index).
import { publicReader } from "~/utils/db.server";
import { keptReference } from "~/utils/kept-reference.server";
import { catalogWords, type CatalogWords } from "./catalog-words";
import { editDistance, nearestWord, surfacesOf } from "./spelling";
import { understandWords, wordsToCheck, searchAsTyped, searchWithUnderstanding, TYPED_PARAM, UNDERSTAND_PARAM, type Understood } from "./understand";

/** The catalog's words, kept a few minutes (reference data). */
export const catalogWordsNow = keptReference(async (): Promise<CatalogWords> => {
  const db = publicReader();
  const [makes, models] = await Promise.all([
    db.$queryRaw<{ name: string; type: string }[]>`SELECT mk.name, t.slug AS type FROM vehicle_makes mk JOIN vehicle_types t ON t.id = mk.vehicle_type_id ORDER BY mk.id`,
    db.$queryRaw<{ name: string; make: string; type: string }[]>`
      SELECT md.name, mk.name AS make, t.slug AS type FROM vehicle_models md
        JOIN vehicle_makes mk ON mk.id = md.vehicle_make_id JOIN vehicle_types t ON t.id = mk.vehicle_type_id ORDER BY md.id`,
  ]);
  return catalogWords({ makes, models });
});

/** Listings' words that look like a word (trigram similarity), at most this many per word. */
const LOOKALIKES = 12;

/** For each word that no listing holds (as a word or the start of one) and that is not a stop word, the nearest word meant. */
async function correctionsFor(check: string[], words: CatalogWords): Promise<Map<string, string>> {
  const rows = await publicReader().$queryRaw<{ word: string; held: boolean; lookalikes: string[] | null }[]>`
    SELECT w.word, held.found AS held,
           CASE WHEN NOT held.found THEN ARRAY(
             SELECT s.lexeme FROM search_lexemes s WHERE s.lexeme % w.word
              ORDER BY similarity(s.lexeme, w.word) DESC, s.lexeme LIMIT ${LOOKALIKES}) END AS lookalikes
      FROM unnest(string_to_array(${check.join(",")}, ',')) AS w(word)
     CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('english', w.word)) AS lexemes) stem
     CROSS JOIN LATERAL (SELECT cardinality(stem.lexemes) = 0 OR EXISTS (
             SELECT 1 FROM search_lexemes s
              WHERE s.lexeme >= stem.lexemes[1] AND s.lexeme < stem.lexemes[1] || chr(1114111)) AS found) held`;
  const corrected = new Map<string, string>();
  const stems = new Map<string, string>();
  const makes = [...words.makes.keys()];
  for (const { word, held, lookalikes } of rows) {
    if (held) {
      // Held only through its stem ("kawasaky" stems as "kawasaki"): a make one letter away is what was meant.
      const make = word.length >= MIN_HELD_MAKE_LENGTH ? nearestWord(word, makes, 1) : null;
      if (make) corrected.set(word, make);
      continue;
    }
    // The catalog's words first: they are spelled as buyers know them; the listings' are stemmed.
    const read = nearestWord(word, words.spellings);
    if (read) corrected.set(word, read);
    else {
      const stem = nearestWord(word, (lookalikes ?? []).filter((l) => /^\p{L}+$/u.test(l)));
      if (stem) stems.set(word, stem);
    }
  }
  if (stems.size) for (const [word, read] of await wordsForStems(stems)) corrected.set(word, read);
  return corrected;
}

/** Words shorter than this that the listings hold are never read as a make. */
const MIN_HELD_MAKE_LENGTH = 5;

/** Each typed word's chosen stem as a word whose stem it is, the one nearest the typed word (the stem itself when none is). */
async function wordsForStems(stems: Map<string, string>): Promise<Map<string, string>> {
  const forms = [...new Set([...stems.values()].flatMap(surfacesOf))];
  const rows = await publicReader().$queryRaw<{ form: string; stem: string }[]>`
    SELECT f.form, (tsvector_to_array(to_tsvector('english', f.form)))[1] AS stem
      FROM unnest(string_to_array(${forms.join(",")}, ',')) AS f(form)`;
  const read = new Map<string, string>();
  for (const [word, stem] of stems) {
    const surfaces = rows.filter((r) => r.stem === stem).map((r) => r.form);
    surfaces.sort((a, b) => editDistance(word, a, 99) - editDistance(word, b, 99));
    read.set(word, surfaces[0] ?? stem);
  }
  return read;
}

/** What the typed text means as a search. */
export async function understandTyped(text: string): Promise<Understood> {
  const words = await catalogWordsNow();
  const check = wordsToCheck(text, words);
  return understandWords(text, words, check.length ? await correctionsFor(check, words) : new Map());
}

/**
 * For a search submitted from a search box (its URL says `understand`), the search its words
 * mean, to redirect to; null for any other URL.
 */
export async function understoodSearch(params: URLSearchParams): Promise<URLSearchParams | null> {
  if (!params.has(UNDERSTAND_PARAM)) return null;
  const typed = (params.get("keyword") ?? "").trim();
  if (!typed) {
    const next = new URLSearchParams(params);
    next.delete(UNDERSTAND_PARAM);
    return next;
  }
  return searchWithUnderstanding(params, typed, await understandTyped(typed));
}

export interface SpellingNotice {
  /** The words the results are for: "honda under 5000". */
  read: string;
  typed: string;
  /** The same search for the words as typed. */
  asTyped: string;
}

/** When the URL's words were corrected, what the results are for and the way to the words as typed. */
export async function spellingNotice(params: URLSearchParams): Promise<SpellingNotice | null> {
  const typed = (params.get(TYPED_PARAM) ?? "").trim().slice(0, 200);
  if (!typed) return null;
  const understood = await understandTyped(typed);
  if (!understood.corrections.length) return null;
  return { read: understood.read, typed, asTyped: searchAsTyped(params, typed, understood).toString() };
}
