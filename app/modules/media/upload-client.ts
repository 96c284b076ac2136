import { MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE, UPLOAD_FAILED_MESSAGE, tooManyPhotosMessage } from "./limits";

const UPLOAD_ENDPOINT = "/api/upload/images";

export type UploadOutcome = { urls: string[] } | { error: string };

/** Checks a selection before sending it; returns the message to show, or null when it may go. */
export function selectionProblem(files: readonly File[], existingCount: number, max: number): string | null {
  if (existingCount + files.length > max) return tooManyPhotosMessage(max);
  if (files.some((file) => file.size > MAX_PHOTO_BYTES)) return PHOTO_TOO_BIG_MESSAGE;
  return null;
}

/** Sends photos to the upload endpoint; the server's message is used when it explains a refusal. */
export async function uploadPhotos(files: readonly File[], existingCount: number, send: typeof fetch = fetch): Promise<UploadOutcome> {
  const body = new FormData();
  for (const file of files) body.append("images", file);
  body.append("existingCount", String(existingCount));
  try {
    const response = await send(UPLOAD_ENDPOINT, { method: "POST", body, credentials: "same-origin" });
    const payload: unknown = await response.json().catch(() => null);
    if (response.ok && isUrls(payload)) return { urls: payload.urls };
    if ([400, 413, 429, 503].includes(response.status) && hasError(payload)) return { error: payload.error };
  } catch {
    // Network failure: fall through to the generic message.
  }
  return { error: UPLOAD_FAILED_MESSAGE };
}

const isUrls = (value: unknown): value is { urls: string[] } =>
  typeof value === "object" && value !== null && Array.isArray((value as { urls?: unknown }).urls) && (value as { urls: unknown[] }).urls.every((u) => typeof u === "string");

const hasError = (value: unknown): value is { error: string } =>
  typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
