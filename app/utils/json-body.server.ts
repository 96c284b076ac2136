export class BodyError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const hasNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("\0") : value !== null && typeof value === "object" ? Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v)) : false;

/** Reads a JSON object body of bounded size; anything else is a 400 (or 413). */
export async function readJsonObject(request: Request, maxBytes = 64 * 1024): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw new BodyError("Request body is too large", 413);
  const text = await request.text();
  if (text.length > maxBytes) throw new BodyError("Request body is too large", 413);
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError("Request body must be JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new BodyError("Request body must be a JSON object");
  // No text the product stores may hold a NUL character (Postgres refuses it).
  if (hasNul(value)) throw new BodyError("Request body must not contain NUL characters");
  return value as Record<string, unknown>;
}
