// Choosing what a misspelled word was meant to be: the nearest word by edit distance (letters
// added, dropped, changed or swapped), among the catalog's words first and then the words the
// listings hold. Short words are allowed one edit, longer ones two.

/** Optimal string alignment distance, given up past `limit` (returns limit + 1). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may be away from what it meant. */
export const editsAllowed = (word: string) => (word.length <= 4 ? 1 : 2);

/** Words shorter than this are never corrected: too many words are one edit from them. */
export const MIN_CORRECTED_LENGTH = 3;

/**
 * The nearest candidate within the edits allowed (or `limit`), or null. Ties go to the candidate with the
 * word's first letter, then to the earlier candidate (callers list the likelier words first).
 */
export function nearestWord(word: string, candidates: Iterable<string>, limit = editsAllowed(word)): string | null {
  let best: { word: string; score: number } | null = null;
  for (const candidate of candidates) {
    if (candidate === word || candidate.length < MIN_CORRECTED_LENGTH) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    const score = distance * 2 + (candidate[0] === word[0] ? 0 : 1);
    if (!best || score < best.score) best = { word: candidate, score };
  }
  return best?.word ?? null;
}

/**
 * Words whose English stem may be the lexeme: the lexeme itself and its usual endings ("garag"
 * is the stem of "garage", "batteri" of "battery"), for showing a listings' word as a word.
 */
export function surfacesOf(lexeme: string): string[] {
  const endings = ["", "e", "s", "es", "ed", "ing", "er", "ion", "al", "y"];
  const forms = endings.map((e) => lexeme + e);
  if (lexeme.endsWith("i")) forms.push(`${lexeme.slice(0, -1)}y`, `${lexeme.slice(0, -1)}ies`);
  return forms;
}
