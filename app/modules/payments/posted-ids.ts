// Ids as a client posts them (a JSON value or a form field), read without trusting their type.
import { ID_DIGITS, isId } from "~/shared/ids";

/** A positive integer id from a JSON body value, or null. */
export function bodyId(value: unknown): number | null {
  const n = typeof value === "string" && ID_DIGITS.test(value) ? Number(value) : value;
  return typeof n === "number" && isId(n) ? n : null;
}

/** A provider payment id from a JSON body value ("pi_...", "lpi_..."), or null. */
export function bodyPaymentId(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_]{3,255}$/.test(value) ? value : null;
}
