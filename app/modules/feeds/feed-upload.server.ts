// Reads an uploaded feed document from a multipart form (field "file") with the upload reader
// and within its limits: one file, no larger than a photo may be.
import { readMultipartUpload, PHOTO_FORM_LIMITS, type MultipartLimits } from "~/modules/media/multipart-upload.server";
import { MAX_PHOTO_BYTES } from "~/modules/media/limits";
import { countUploadRefusal, countUploadedBytes } from "~/modules/media/upload-figures.server";
import { AppError } from "~/utils/app-error";
import { isFeedFormat, type FeedFormat } from "./columns";
import { UNREADABLE_FORM_MESSAGE } from "~/utils/form-messages";

export const FEED_FORM_LIMITS: MultipartLimits = { ...PHOTO_FORM_LIMITS, files: 1, fileBytes: MAX_PHOTO_BYTES, bodyBytes: MAX_PHOTO_BYTES + 1024 * 1024 };
export const NO_FEED_FILE_MESSAGE = "Choose a feed file (CSV, XML or JSON) to upload.";
export const FEED_TOO_LARGE_MESSAGE = `A feed file must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`;

export interface FeedUpload {
  document: Buffer;
  /** Told by the file's extension; otherwise the document tells it. */
  format?: FeedFormat;
}

/** A feed form (multipart or not): its text fields, and the document when one was chosen. */
export async function readFeedForm(request: Request): Promise<{ fields: FormData; upload: FeedUpload | null }> {
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    try {
      return { fields: await request.formData(), upload: null };
    } catch {
      throw new AppError(UNREADABLE_FORM_MESSAGE, { status: 400, code: "unreadable-body" });
    }
  }
  const read = await readMultipartUpload(request, { limits: FEED_FORM_LIMITS });
  try {
    if (read.refusal) {
      countUploadRefusal(read.refusal);
      if (read.refusal.status === 413) throw new AppError(FEED_TOO_LARGE_MESSAGE, { status: 413, code: "request-too-large", field: "file" });
      throw read.refusal;
    }
    const file = read.form.get("file");
    if (!(file instanceof File) || file.size === 0) return { fields: read.form, upload: null };
    const extension = file.name.split(".").pop()?.toLowerCase();
    countUploadedBytes(file.size);
    return { fields: read.form, upload: { document: Buffer.from(await file.arrayBuffer()), format: isFeedFormat(extension) ? extension : undefined } };
  } finally {
    await read.discard();
  }
}

/** The document a feed form must carry. */
export function requireFeedFile(upload: FeedUpload | null): FeedUpload {
  if (!upload) throw new AppError(NO_FEED_FILE_MESSAGE, { status: 400, code: "bad-request", field: "file" });
  return upload;
}
