// How hard a new password is to guess, estimated with zxcvbn-ts (decision 29): patterns,
// repeats, sequences, keyboard walks, dates and the common-password, English-word and name
// dictionaries, the account's own email and names among them. Server-only: the dictionaries
// are megabytes the browser never loads; the server's answer shows the reason at the field.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/**
 * At least 10^8 guesses by zxcvbn's estimate: the bottom of its score 3 ("safely unguessable",
 * beyond online guessing held by our sign-in limits, and slow offline behind argon2id). Scores
 * 0-2 are the passwords people reuse. Score 3 itself starts 5 guesses higher, which no
 * 8-character password reaches (brute force counts 10 per character), so the floor is 10^8
 * exactly and a random 8-character password still passes, as the 8-character minimum promises.
 */
export const MIN_GUESSES = 1e8;

const FALLBACK_REASON = "This password is easy to guess. Add another word or two that are less common.";

/**
 * The estimate's cost grows steeply with length and with characters that could be l33t
 * substitutions: at zxcvbn's defaults one crafted 128-character password took seconds of CPU.
 * Past 64 characters a password is judged by its first 64 (a prefix that strong makes the whole
 * strong), and at most 10 substitutions are tried. `npm run bench:passwords` prints the cost.
 */
export const ESTIMATED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 10;

let estimator: ZxcvbnFactory | undefined;
// Built at the first new password, not at start-up: loading the dictionaries takes most of a second.
const estimatorOf = () =>
  (estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  }));

/**
 * Why the password is too easy to guess, in zxcvbn's plain words (its warning, then its first
 * suggestion), or null when it takes MIN_GUESSES or more. `personal` holds words an
 * attacker would try first for this account: its email and names.
 */
export function passwordStrengthProblem(password: string, personal: string[] = []): string | null {
  const result = estimatorOf().check(password, [...personal.filter(Boolean), "ridemarket", "ride market"]);
  if (result.guesses >= MIN_GUESSES) return null;
  // Without a warning, zxcvbn's suggestion alone ("Add more words...") does not say what is wrong.
  const { warning, suggestions } = result.feedback;
  return warning ? [warning, suggestions[0]].filter(Boolean).join(" ") : FALLBACK_REASON;
}
