// The built-in provider's card rules, modelled on Stripe's test mode so the whole flow,
// declines included, can be tried on one machine without keys.

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

export type CardCheck = { ok: true } | { ok: false; message: string };

export const CARD_MESSAGES = {
  invalidNumber: "Your card number is invalid.",
  invalidExpiry: "Your card's expiration date is incorrect.",
  expired: "Your card has expired.",
  invalidCvc: "Your card's security code is invalid.",
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
} as const;

// Test numbers with a fixed outcome; any other number passing the Luhn check succeeds.
const OUTCOMES: Record<string, string> = {
  "4000000000000002": CARD_MESSAGES.declined,
  "4000000000009995": CARD_MESSAGES.insufficientFunds,
  "4000000000000069": CARD_MESSAGES.expired,
  "4000000000000127": CARD_MESSAGES.invalidCvc,
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkTestCard(card: CardInput, now = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };

  const { expMonth, expYear } = card;
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expMonth > 12) {
    return { ok: false, message: CARD_MESSAGES.invalidExpiry };
  }
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  const cardMonth = year * 12 + (expMonth - 1);
  if (cardMonth < thisMonth) return { ok: false, message: CARD_MESSAGES.expired };
  if (cardMonth > thisMonth + 50 * 12) return { ok: false, message: CARD_MESSAGES.invalidExpiry };

  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return { ok: false, message: CARD_MESSAGES.invalidCvc };

  const outcome = OUTCOMES[digits];
  return outcome ? { ok: false, message: outcome } : { ok: true };
}

/** "MM/YY", "MM / YYYY" or "MMYY" as month and year; NaN parts when unreadable. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : { expMonth: NaN, expYear: NaN };
}
