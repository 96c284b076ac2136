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
