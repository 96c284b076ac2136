// What uploads add to the metrics: the bytes of every accepted upload, and each refusal by its
// reason (a fixed set: UploadRefusalReason).
import { isAppError } from "~/utils/app-error";
import { metrics } from "~/utils/metrics.server";
import { UploadRefusal, type UploadRefusalReason } from "./upload.server";

function refusalReason(error: unknown): UploadRefusalReason | null {
  if (error instanceof UploadRefusal) return error.reason;
  if (isAppError(error, "server-busy")) return "busy";
  if (isAppError(error, "request-too-large")) return "too_large";
  if (isAppError(error, "unreadable-body")) return "unreadable";
  return null;
}

/** Counts an upload's refusal; anything else (a storage failure) is not a refusal and counts nothing. */
export function countUploadRefusal(error: unknown): void {
  const reason = refusalReason(error);
  if (reason) metrics.uploadRefusals.inc({ reason });
}

export function countUploadedBytes(bytes: number): void {
  metrics.uploadBytes.inc(bytes);
}

/** Runs a store of uploaded files, counting their bytes when it succeeds and its refusal when it refuses. */
export async function countedUpload<T>(files: File[], store: () => Promise<T>): Promise<T> {
  try {
    const stored = await store();
    countUploadedBytes(files.reduce((sum, file) => sum + file.size, 0));
    return stored;
  } catch (error) {
    countUploadRefusal(error);
    throw error;
  }
}
