// US mobile numbers as typed ("(512) 555-0123", "512.555.0123", "+1 512 555 0123") to E.164 and back.
// Browser-safe: the form checks the same rule.

export const PHONE_FORMAT_MESSAGE = "Please enter a 10-digit US mobile number";

/** "+15125550123", or null when the input is not a US number (area and exchange codes cannot start with 0 or 1). */
export function toE164(input: string): string | null {
  const digits = input.replace(/[\s().\-]/g, "").replace(/^\+?1(?=\d{10}$)/, "");
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** "(512) 555-0123" for "+15125550123". */
export function displayPhone(e164: string): string {
  const d = e164.replace(/^\+1/, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}

/** "(•••) •••-0123": enough for the owner to recognise it. */
export function maskedPhone(e164: string): string {
  return `(•••) •••-${e164.slice(-4)}`;
}
