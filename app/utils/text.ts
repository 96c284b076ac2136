// Text that Postgres can store: it refuses NUL ("invalid byte sequence") and the query
// encoding refuses half of a UTF-16 surrogate pair. No field of ours has a use for the
// other C0 control characters either; tab and line breaks stay.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without control characters, with any lone surrogate replaced by U+FFFD. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** The cleaned text cut to at most `max` UTF-16 units without splitting a character. */
export function cleanTextUpTo(value: string, max: number): string {
  const cleaned = cleanText(value);
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** True when the text holds something cleanText would remove or replace. */
export function hasUnstorableCharacters(value: string): boolean {
  return cleanText(value) !== value;
}
