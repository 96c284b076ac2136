// A JSON body read and checked against a zod schema: its value, or the 400 answer that names the
// first field refused ({ error, field }).
import type { z } from "zod";
import { jsonObjectOrRefusal } from "./json-body.server";

export async function schemaBodyOrRefusal<S extends z.ZodType>(request: Request, schema: S): Promise<{ body: z.infer<S>; response?: never } | { response: Response }> {
  const read = await jsonObjectOrRefusal(request);
  if (read.response) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { response: Response.json({ error: issue.message, field: String(issue.path[0] ?? "") }, { status: 400, headers: { "Cache-Control": "no-store" } }) };
}
