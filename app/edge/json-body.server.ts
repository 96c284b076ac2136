import { AppError, isAppError } from "~/utils/app-error";
import { appErrorResponse } from "./app-error-answers.server";

const unreadable = (message: string, status = 400) => new AppError(message, { status, code: "unreadable-body" });

const hasNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("\0") : value !== null && typeof value === "object" ? Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v)) : false;

/** Reads a JSON object body of bounded size; anything else is an "unreadable-body" AppError, 400 (or 413). */
export async function readJsonObject(request: Request, maxBytes = 64 * 1024): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw unreadable("Request body is too large", 413);
  const text = await request.text();
  if (text.length > maxBytes) throw unreadable("Request body is too large", 413);
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unreadable("Request body must be JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw unreadable("Request body must be a JSON object");
  // No text the product stores may hold a NUL character (Postgres refuses it).
  if (hasNul(value)) throw unreadable("Request body must not contain NUL characters");
  return value as Record<string, unknown>;
}

/** For endpoints: the JSON object body, or the 400/413 answer to send instead. */
export async function jsonObjectOrRefusal(request: Request, maxBytes?: number): Promise<{ body: Record<string, unknown>; response?: never } | { response: Response }> {
  try {
    return { body: await readJsonObject(request, maxBytes) };
  } catch (error) {
    if (isAppError(error, "unreadable-body")) return { response: appErrorResponse(error) };
    throw error;
  }
}
