// The local card form's fields as typed: the number in groups of four, the expiry as MM/YY.
// Only what the browser shows changes; the server reads either form (test-cards.ts).
import type { FormEvent } from "react";

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** "4000000000000002" -> "4000 0000 0000 0002" (up to 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" -> "12/28"; "122031" -> "12/2031"; the slash comes with the third digit. */
export function formatCardExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Where the caret goes in `formatted` so that `digits` digits stay before it. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digits) return i + 1;
  }
  return formatted.length;
}

/** An onInput handler that rewrites the field with `format`, keeping the caret after the same digit. */
export const formatAsTyped = (format: (value: string) => string) => (event: FormEvent<HTMLInputElement>) => {
  const field = event.currentTarget;
  const formatted = format(field.value);
  if (formatted === field.value) return;
  const before = digitsOf(field.value.slice(0, field.selectionStart ?? field.value.length)).length;
  field.value = formatted;
  const caret = caretAfterDigits(formatted, before);
  if (document.activeElement === field) field.setSelectionRange(caret, caret);
};
