// The words of a search as a buyer typed them, as tokens the understanding reads: words in lower
// case, numbers with their value ("$5,000", "5k", "5 grand" is 5000), "2015+" and "<5000" marks,
// and ranges ("2015-2020", "$5k-$10k") as two numbers around a dash. Quoted phrases and "-word"
// exclusions are the keyword's own syntax: they are kept as they were typed and never read.

export interface TypedToken {
  /** The token as typed, to rebuild the keyword from what is left. */
  raw: string;
  /** Lower case, letters and digits only ("" for a mark). */
  word: string;
  number?: number;
  /** Written as money: "$5000", "5k". */
  money?: boolean;
  /** "2015+" */
  plus?: boolean;
  mark?: "<" | ">" | "-";
  /** Keyword syntax (a quoted phrase, an exclusion): left alone. */
  syntax?: boolean;
}

const AMOUNT = /^(\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|K)?(\+)?$/;

function amount(text: string): TypedToken | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const whole = Number(`${m[2]!.replace(/,/g, "")}${m[3] ? `.${m[3]}` : ""}`);
  const value = m[4] ? Math.round(whole * 1000) : whole;
  if (!Number.isFinite(value)) return null;
  return { raw: text, word: text.toLowerCase().replace(/[^a-z0-9]/g, ""), number: value, ...(m[1] || m[4] ? { money: true } : {}), ...(m[5] ? { plus: true } : {}) };
}

/** One whitespace-free chunk as tokens. */
function chunkTokens(text: string): TypedToken[] {
  const chunk = text.replace(/^[(\[]+|[.,;:!?)\]]+$/g, "");
  if (!chunk) return [];
  const mark = /^(<=?|>=?)(.*)$/.exec(chunk);
  if (mark) {
    const rest = mark[2] ? chunkTokens(mark[2]) : [];
    return [{ raw: mark[1]!, word: "", mark: mark[1]![0] as "<" | ">" }, ...rest];
  }
  const whole = amount(chunk);
  if (whole) return [whole];
  const range = /^(.+?)[-–](.+)$/.exec(chunk);
  if (range) {
    const [from, to] = [amount(range[1]!), amount(range[2]!)];
    if (from && to) return [from, { raw: "-", word: "", mark: "-" }, to];
  }
  // Words: hyphens and other punctuation part them ("can-am" is "can am"); "rider's" is "rider".
  return chunk
    .replace(/['’]s\b/gi, "")
    .split(/[^\p{L}\p{N}$]+/u)
    .filter(Boolean)
    .map((part) => amount(part) ?? { raw: part, word: part.toLowerCase().replace(/\$/g, "") })
    .filter((t) => t.word !== "" || t.number !== undefined);
}

/** The typed text as tokens, in order. */
export function typedTokens(text: string): TypedToken[] {
  const tokens: TypedToken[] = [];
  // "5 grand" and "5 k" are one amount.
  const spaced = text.replace(/(\d)\s+(?:grand|k)\b/gi, "$1k");
  const parts = spaced.match(/"[^"]*"?|\S+/g) ?? [];
  for (const part of parts) {
    if (part.startsWith('"')) tokens.push({ raw: part, word: "", syntax: true });
    else if (part.startsWith("-") && part.length > 1 && !/^-\d/.test(part)) tokens.push({ raw: part, word: "", syntax: true });
    else tokens.push(...chunkTokens(part));
  }
  return tokens;
}

/** The keyword left once some tokens have been read as filters. */
export const keywordOf = (tokens: TypedToken[]) =>
  tokens
    .map((t) => t.raw)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
