import { z } from "zod";
import { hasUnstorableCharacters } from "./text";

// One rule for every single-line text field a form or API takes (names, saved-search names,
// city, phone...): no line breaks, tabs or other control characters. A name holding CR/LF shows
// as separate lines wherever it is printed, in mail headers and bodies among them ("Bcc: ...").
// Multi-line fields (descriptions, messages) do not use it and keep their line breaks.

// C0 controls (NUL, tab, LF, CR...), DEL, C1 controls (NEL among them) and Unicode's line and
// paragraph separators.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

export const singleLineMessage = (label: string) => `${label} can't contain line breaks, tabs or other control characters`;

/** The string schema, refusing control characters (and text Postgres cannot store) with the field's message. */
export function singleLine<T extends z.ZodString>(schema: T, label: string): T {
  return schema.superRefine((value, ctx) => {
    if (CONTROL_OR_LINE_BREAK.test(value)) ctx.addIssue({ code: "custom", message: singleLineMessage(label) });
    else if (hasUnstorableCharacters(value)) ctx.addIssue({ code: "custom", message: `${label} contains characters that are not allowed` });
  });
}
