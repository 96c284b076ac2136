// A vehicle's identifier: the 17-character VIN (ISO 3779, 49 CFR 565) of every type but boats,
// and the 12-character hull identification number (HIN, 33 CFR 181.25) of a boat. No validation
// library, so the browser can use it too. See decision 19.

export type IdentifierKind = "vin" | "hin";

export const VIN_LENGTH = 17;
export const HIN_LENGTH = 12;
/** The longest identifier a form accepts as typed (spaces and dashes are dropped afterwards). */
export const IDENTIFIER_INPUT_MAX = 40;

export const BOAT_TYPE_SLUG = "boat";

/** Boats carry a HIN; every other type (on-road and off-road alike) a 17-character VIN. */
export const identifierKindFor = (typeSlug: string | null | undefined): IdentifierKind => (typeSlug === BOAT_TYPE_SLUG ? "hin" : "vin");

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = { vin: "VIN", hin: "HIN" };

export const IDENTIFIER_HINTS: Record<IdentifierKind, string> = {
  vin: "17 letters and digits, on the frame or the title. Buyers use it to check the vehicle's history.",
  hin: "12 characters on the transom's starboard side or the title. Buyers use it to check the boat's history.",
};

export const IDENTIFIER_MESSAGES = {
  vinFormat: "A VIN has 17 letters and digits (no I, O or Q).",
  vinCheckDigit: "This VIN's check digit (9th character) does not match the rest; please check it for typos.",
  hinFormat: "A HIN has 12 characters: 3 letters for the maker, 5 letters or digits (no I, O or Q), a month letter A to L and 3 digits.",
  either: "Enter a 17-character VIN, or a 12-character HIN for a boat.",
  hinModelYear: "This HIN's model year (last 2 digits) does not fit its certification year (10th character); please check it for typos.",
} as const;

/** As stored and compared: trimmed, upper case, without spaces and dashes. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
// The current HIN format (August 1984 on): maker code, serial, month A-L, year digit, model year.
const HIN_PATTERN = /^[A-Z]{3}[A-HJ-NPR-Z0-9]{5}[A-L][0-9][0-9]{2}$/;

// 49 CFR 565.15: letters stand for digits, positions carry weights, the 9th is the check digit.
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN's 9th character must be: 0 to 9, or X for a remainder of 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i]!;
    sum += (c >= "0" && c <= "9" ? Number(c) : (TRANSLITERATION[c] ?? 0)) * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** VINs for North America (first character 1 to 5) must carry the check digit; others may not. */
const checkDigitApplies = (vin: string) => vin[0]! >= "1" && vin[0]! <= "5";

/** Why a normalized VIN is not one, or null when it is. */
export function vinError(vin: string): string | null {
  if (!VIN_PATTERN.test(vin)) return IDENTIFIER_MESSAGES.vinFormat;
  if (checkDigitApplies(vin) && vin[8] !== vinCheckDigit(vin)) return IDENTIFIER_MESSAGES.vinCheckDigit;
  return null;
}

/**
 * Why a normalized HIN is not one, or null when it is. A model year runs from August to July
 * and is named after the year it ends in, so it is the certification year or the one after.
 */
export function hinError(hin: string): string | null {
  if (!HIN_PATTERN.test(hin)) return IDENTIFIER_MESSAGES.hinFormat;
  const certifiedYearDigit = Number(hin[9]);
  const modelYearDigit = Number(hin[11]);
  const yearsAfterCertification = (modelYearDigit - certifiedYearDigit + 10) % 10;
  if (yearsAfterCertification > 1) return IDENTIFIER_MESSAGES.hinModelYear;
  return null;
}

/** A HIN as it is often printed, with the country in front ("US-ABC12345D404"), loses the country. */
function withoutCountryPrefix(hin: string) {
  return hin.length === HIN_LENGTH + 2 && hin.startsWith("US") ? hin.slice(2) : hin;
}

export type IdentifierCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * An identifier as entered for a vehicle of this kind: empty is fine (it is optional), anything
 * else must be a valid VIN or HIN. The value is normalized, ready to store.
 */
export function checkIdentifier(kind: IdentifierKind, entered: string | null | undefined): IdentifierCheck {
  const normalized = normalizeIdentifier(entered ?? "");
  if (!normalized) return { ok: true, value: null };
  const value = kind === "hin" ? withoutCountryPrefix(normalized) : normalized;
  const message = kind === "hin" ? hinError(value) : vinError(value);
  return message ? { ok: false, message } : { ok: true, value };
}

/**
 * A valid VIN or HIN of either kind, normalized; null when the text is neither. Used before the
 * vehicle's type is known (the listing schema) and for a search keyword.
 */
export function validIdentifierOf(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const kind of ["vin", "hin"] as const) {
    const checked = checkIdentifier(kind, text);
    if (checked.ok && checked.value) return checked.value;
  }
  return null;
}

/**
 * The identifier as visitors see it. A VIN keeps its last 8 characters ("…4K2B1234"), as
 * listing sites show it. A HIN keeps its maker code and its dates, and hides the serial that
 * tells one hull from another ("ABC•••••D404").
 */
export function maskIdentifier(kind: IdentifierKind, value: string): string {
  if (kind === "hin" && value.length === HIN_LENGTH) return `${value.slice(0, 3)}•••••${value.slice(8)}`;
  return `…${value.slice(-8)}`;
}

/** The identifier as a vehicle's page and JSON show it to one viewer. */
export interface ShownIdentifier {
  kind: IdentifierKind;
  label: string;
  value: string;
  /** True for the owner, who sees it whole; everyone else gets the masked form. */
  full: boolean;
}

export function shownIdentifier(typeSlug: string, stored: string | null, viewerIsOwner: boolean): ShownIdentifier | null {
  if (!stored) return null;
  const kind = identifierKindFor(typeSlug);
  return { kind, label: IDENTIFIER_LABELS[kind], value: viewerIsOwner ? stored : maskIdentifier(kind, stored), full: viewerIsOwner };
}
