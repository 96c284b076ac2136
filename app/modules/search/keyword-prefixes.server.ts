// Every word of a keyword is a prefix ("yamah" finds Yamaha). The text index answers a prefix by
// reading every entry it covers into a bitmap, several times slower than finding whole entries,
// so each word is first looked up among the lexemes the listings hold (search_lexemes, kept by a
// trigger) and searched as those whole lexemes: the same documents match. A model number also
// stands for the lexemes that hold it between letters ("450" finds the CRF450R). A word whose
// prefix covers none or too many lexemes, or that is not one lexeme (a stop word), stays a prefix.
import { publicReader } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { keptBriefly } from "~/utils/kept-briefly.server";

/** Past this many lexemes a prefix is searched as a prefix: a long alternative costs more than it saves. */
export const MAX_LEXEMES_PER_PREFIX = 64;

/** For each word searched as a prefix, the whole lexemes it stands for. */
export type PrefixLexemes = ReadonlyMap<string, string[]>;

/** Words of two letters or more are prefixes; a single letter is a word of its own. */
export const isPrefixWord = (word: string) => word.length >= 2;

const keptLexemes = keptBriefly<PrefixLexemes>("prefix-lexemes");

export async function lexemesForPrefixes(words: string[]): Promise<PrefixLexemes> {
  const prefixes = [...new Set(words.filter(isPrefixWord))];
  if (!prefixes.length) return new Map();
  // A lexeme new to the market is found by its prefix once the kept answer expires.
  return keptLexemes(prefixes.join(","), env().LOOKUP_CACHE_SECONDS * 1000, () => lookUpLexemes(prefixes));
}

async function lookUpLexemes(prefixes: string[]): Promise<PrefixLexemes> {
  // Words hold letters and digits only, so they travel as one comma-separated text.
  const rows = await publicReader().$queryRaw<{ word: string; lexemes: string[] | null }[]>`
    SELECT w.word,
           CASE WHEN cardinality(stem.lexemes) = 1 THEN ARRAY(
             SELECT found.lexeme FROM (
               SELECT s.lexeme FROM search_lexemes s
                WHERE s.lexeme >= stem.lexemes[1] AND s.lexeme < stem.lexemes[1] || chr(1114111) AND starts_with(s.lexeme, stem.lexemes[1])
               UNION
               -- A number after a dash in a model's name ("MT-09" holds the lexeme -09).
               SELECT s.lexeme FROM search_lexemes s
                WHERE w.word ~ '^[0-9]+$' AND s.lexeme >= '-' || w.word AND s.lexeme < '-' || w.word || chr(1114111)
               UNION
               -- A model number inside a model's name: "450" in crf450r, kx450f (the trigram index reads LIKE).
               SELECT s.lexeme FROM search_lexemes s
                WHERE w.word ~ '^[0-9]{3,4}$' AND s.lexeme LIKE '%' || w.word || '%' AND s.lexeme ~ ('^[a-z]+' || w.word || '[a-z]*$')
             ) found ORDER BY found.lexeme LIMIT ${MAX_LEXEMES_PER_PREFIX + 1}) END AS lexemes
      FROM unnest(string_to_array(${prefixes.join(",")}, ',')) AS w(word)
     CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('english', w.word)) AS lexemes) stem`;
  const found = new Map<string, string[]>();
  for (const { word, lexemes } of rows) {
    if (lexemes && lexemes.length > 0 && lexemes.length <= MAX_LEXEMES_PER_PREFIX) found.set(word, lexemes);
  }
  return found;
}

/** Whole lexemes as one tsquery alternative, each quoted as the tsquery syntax wants. */
export function lexemeAlternatives(lexemes: string[]): string {
  return `(${lexemes.map((l) => `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ")})`;
}
