// The keyword as websearch_to_tsquery should read it. That parser takes a "-" before a word as
// NOT and skips whitespace and the characters ! & | ( ) < while it waits for the word; every
// NOT still waiting takes a slot on a parser stack of 32, so 33 dashes in a row (or " -"
// repeated) fail the whole query with "tsquery stack too small". A run of NOTs means what its
// count says: one "-" when odd, nothing when even. The words themselves are left alone, so
// ranking and matching stay as they were.

// Characters the parser skips between operators (ASCII whitespace included in \s).
const SKIPPED = String.raw`[\s!&|()<]`;
const NOT_RUN = new RegExp(String.raw`(^|${SKIPPED})-((?:${SKIPPED}*-)+)`, "g");
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The keyword with runs of NOT operators collapsed; undefined when no word is left to match. */
export function keywordForSearch(keyword: string | undefined): string | undefined {
  if (keyword === undefined) return undefined;
  // Nothing to match without a letter or digit: search as if no keyword was given.
  if (!WORD_CHARACTER.test(keyword)) return undefined;
  return keyword.replace(NOT_RUN, (_run, before: string, rest: string) => {
    const dashes = 1 + rest.split("-").length - 1;
    return dashes % 2 === 1 ? `${before}-` : `${before} `;
  });
}

/** One thing the keyword asks for: every word (in this order when quoted), or none of them when negated. */
export interface KeywordTerm {
  words: string[];
  phrase: boolean;
  negated: boolean;
}

/** Terms that must all match, any group of which may match ("honda or yamaha"). */
export type KeywordGroups = KeywordTerm[][];

/** At most this many terms are searched for; a longer keyword only narrows what is already few results. */
const MAX_KEYWORD_TERMS = 32;

const WORDS = /[\p{L}\p{N}]+/gu;
const SKIPPED_CHARACTER = new RegExp(`^${SKIPPED}$`);
const wordsOf = (text: string) => (text.match(WORDS) ?? []).map((w) => w.toLowerCase());

/**
 * Reads a keyword (already through keywordForSearch) the way websearch_to_tsquery reads it:
 * words, "quoted phrases", "-" before a word for NOT and "or" between words. What comes out
 * holds letters and digits only, so each word can become a prefix lexeme without any way to
 * write a text-search operator.
 */
export function keywordGroups(keyword: string): KeywordGroups {
  const groups: KeywordGroups = [[]];
  let terms = 0;
  let negated = false;
  let boundary = true;
  let i = 0;
  const add = (words: string[], phrase: boolean) => {
    if (words.length && terms < MAX_KEYWORD_TERMS) {
      groups.at(-1)!.push({ words, phrase: phrase && words.length > 1, negated });
      terms++;
    }
    negated = false;
  };
  while (i < keyword.length) {
    const c = keyword[i]!;
    if (c === '"') {
      const end = keyword.indexOf('"', i + 1);
      const stop = end === -1 ? keyword.length : end;
      add(wordsOf(keyword.slice(i + 1, stop)), true);
      i = stop + 1;
      boundary = true;
    } else if (c === "-" && boundary) {
      negated = true;
      i++;
    } else if (SKIPPED_CHARACTER.test(c)) {
      boundary = true;
      i++;
    } else {
      let end = i;
      while (end < keyword.length && keyword[end] !== '"' && !SKIPPED_CHARACTER.test(keyword[end]!)) end++;
      const chunk = keyword.slice(i, end);
      if (chunk.toLowerCase() === "or" && !negated && groups.at(-1)!.length) groups.push([]);
      else add(wordsOf(chunk), false);
      i = end;
      boundary = false;
    }
  }
  return groups.filter((g) => g.length);
}

/** Every word of the keyword, in order, across its groups. */
export const keywordWords = (keyword: string | undefined) => (keyword ? keywordGroups(keyword).flat().flatMap((t) => t.words) : []);
