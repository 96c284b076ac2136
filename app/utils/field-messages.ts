// One form system (decision 36): forms and query strings are parsed by conform's parseWithZod,
// and every page, form and API that shows a message beside a field takes it from here: each
// field's first message, in the order the fields were refused.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { AppError, type AppErrorOptions } from "./app-error";

/** Each refused field's first message. */
export type FieldMessages = Record<string, string>;

/** Input refused as a value (a parse, not a failure): the first message, its field, and each field's first message. */
export interface RefusedFields {
  ok: false;
  error: string;
  field: string;
  fieldErrors: FieldMessages;
}

/**
 * conform's parseWithZod over the schema's own fields, each read by its first text value as sent
 * (a repeated field counts once; a file, or a name the schema does not have, is not read) and
 * checked by the schema as it is written, without conform's type coercion.
 */
export function parseFields<Schema extends z.ZodObject>(input: FormData | URLSearchParams, schema: Schema) {
  const fields = new URLSearchParams();
  for (const name of Object.keys(schema.shape)) {
    const value = input.get(name);
    if (typeof value === "string") fields.set(name, value);
  }
  return parseWithZod(fields, { schema, disableAutoCoercion: true });
}

/**
 * Each field's first message from conform's errors (a submission's or a reply's), in order; a
 * message about the whole input (conform's "" name) is filed under `whole`.
 */
export function firstMessages(errors: Record<string, readonly string[] | null> | null | undefined, whole: string): FieldMessages {
  const out: FieldMessages = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const first = messages?.[0];
    if (first !== undefined) out[name === "" ? whole : name] ??= first;
  }
  return out;
}

/** The text a form's reply carries back for a field (what was typed, as conform's reply keeps it), if any. */
export function keptText(reply: { initialValue?: Record<string, unknown> | null } | null | undefined, name: string): string | undefined {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** Each field's first message of a zod parse of input that is not a form (a JSON body, a stored draft), by its top-level field. */
export function issueMessages(issues: Issues, whole: string): FieldMessages {
  const byField: Record<string, string[]> = {};
  for (const issue of issues) (byField[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return firstMessages(byField, whole);
}

/** Field messages (at least one) as a refused value. */
export function refusedFields(fieldErrors: FieldMessages): RefusedFields {
  const [field, error] = Object.entries(fieldErrors)[0]!;
  return { ok: false, error, field, fieldErrors };
}

/** Field messages (at least one) as a thrown refusal: an AppError whose message is the first, each beside its field. */
export function fieldsRefusal(fields: FieldMessages, options: Omit<AppErrorOptions, "fields" | "field"> = {}): AppError {
  return new AppError(Object.values(fields)[0]!, { ...options, fields });
}
