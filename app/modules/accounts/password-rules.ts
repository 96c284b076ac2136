// Rules for a new password that need no word list, so the browser checks them too. Each answer
// is the message shown next to the password field.

const SITE_NAME = "RideMarket";

// Every new password (sign-up, reset, change) needs 8 characters besides any spaces at its ends,
// and may have 128, kept whole: never trimmed, never truncated (NIST SP 800-63B).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const WEAK_PASSWORD = {
  repeated: "Password can't be one character repeated.",
  whitespace: "Password can't be only spaces.",
  spacesAtEnds: `Password must be at least ${PASSWORD_MIN} characters, not counting spaces at the start or end.`,
  email: "Password can't contain your email address or its name part.",
  siteName: `Password can't contain the site's name (${SITE_NAME}).`,
} as const;

// An email's local part this short ("al@…") is too common a string to rule out.
const LOCAL_PART_MIN = 3;

const letters = (text: string) => text.toLowerCase().replace(/[\s._+-]/g, "");

/** Why a new password is too easy to guess for anyone, or null when none of the rules applies. */
export function weakPasswordReason(password: string): string | null {
  if (password.length === 0) return null;
  if (/^\s+$/u.test(password)) return WEAK_PASSWORD.whitespace;
  if (/^(.)\1*$/su.test(password)) return WEAK_PASSWORD.repeated;
  if (password.length >= PASSWORD_MIN && password.trim().length < PASSWORD_MIN) return WEAK_PASSWORD.spacesAtEnds;
  if (letters(password).includes(SITE_NAME.toLowerCase())) return WEAK_PASSWORD.siteName;
  return null;
}

/** True when the password contains the account's email, or the part before the @ (case-insensitive, 3+ characters). */
export function passwordContainsEmail(password: string, email: string): boolean {
  const localPart = email.trim().toLowerCase().split("@")[0] ?? "";
  return localPart.length >= LOCAL_PART_MIN && password.toLowerCase().includes(localPart);
}
