import { useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A conform form checked in the browser by the same zod schema its action parses with: a field
 * is checked when it loses focus and again as it is corrected, and the server's reply (with the
 * messages beside their fields) is shown when there is one.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(id: string, schema: Schema, lastResult: unknown, defaultValue?: DefaultValue<z.input<Schema>>) {
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: lastResult as never,
    constraint: getZodConstraint(schema),
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
