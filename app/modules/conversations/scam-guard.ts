// Phrases that mark the classic marketplace scams: moving the talk off the platform, and paying
// in ways that cannot be taken back. The one list: the relay flags a first message with it (a
// match does not block the message: it is delivered flagged, with a warning above it), and
// listing screening (app/modules/screening) reads a listing's description with it.

const PATTERNS: RegExp[] = [
  // Off-platform contact.
  /\b(text|call|whats\s?app|telegram|signal|email|e-mail|message|contact|reach)\s+(me|us)\b.{0,40}\b(at|on|via)\b/i,
  /\bwhats\s?app\b/i,
  /\btelegram\b/i,
  /\b(my|personal)\s+(e-?mail|phone|cell|number)\b/i,
  /\b(off|outside)\s+(this\s+|the\s+)?(platform|site|app|ridemarket)\b/i,
  /[\w.+-]+@[\w-]+\.[\w.]+/,
  /\b\d{3}[\s.-]?\d{3}[\s.-]?\d{4}\b/,
  // Payments that cannot be reversed.
  /\bwire(d)?\s+(transfer|the\s+money|money|funds|payment)\b/i,
  /\b(pay|payment|send)\b.{0,30}\bwire\b/i,
  /\bwestern\s+union\b|\bmoney\s?gram\b/i,
  /\bgift\s?cards?\b|\bitunes\s+cards?\b|\bsteam\s+cards?\b/i,
  /\bzelle\b/i,
  /\bcash\s?app\b/i,
  /\bvenmo\b/i,
  /\b(crypto|bitcoin|btc|ethereum|eth|usdt|tether)\b/i,
  /\bshipping\s+(agent|company|agency)\b/i,
  /\bescrow\b/i,
  /\bcertified\s+check\b|\bcashier'?s\s+check\b/i,
];

/** True when a first message looks like an attempt to move off-platform or pay in an unsafe way. */
export function looksLikeScam(text: string): boolean {
  const plain = text.normalize("NFKC");
  return PATTERNS.some((p) => p.test(plain));
}

/** The words of `text` that the phrases matched, each once, in the order of the list. */
export function scamPhrasesIn(text: string): string[] {
  const plain = text.normalize("NFKC");
  const found = PATTERNS.flatMap((p) => p.exec(plain)?.[0] ?? []);
  return [...new Set(found)];
}

export const SCAM_WARNING =
  "Be careful: this message asks to move off RideMarket or to pay in a way that can't be reversed (wire, gift cards, Zelle, Cash App, crypto, a shipping agent or an escrow site). Keep talking here and never pay before you have seen the vehicle and its title.";
