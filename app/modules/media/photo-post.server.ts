// The one way a request that can carry photos is read: the upload API, and every post of the
// listing wizards' steps and their .data forms (decision 27).
import { AppError } from "~/utils/app-error";
import type { Release } from "~/utils/work-slots";
import { UNREADABLE_FORM_MESSAGE } from "~/utils/form-messages";
import { readMultipartUpload } from "./multipart-upload.server";
import { uploadSlots } from "./photo-capacity.server";
import { checkUploadRate } from "./upload-limits.server";
import { countUploadRefusal } from "./upload-figures.server";

export interface PhotoPost {
  /** The form's fields, files included; after a refusal, the fields read before it. */
  form: FormData;
  /**
   * Why the body was not read to its end: a photo over the size cap (413), too many photos (400),
   * the seller's upload rate (429), uploads busy (503), a form too large (413) or unreadable (400).
   */
  refusal: AppError | null;
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/**
 * Reads the post and hands it to `use`. A multipart body streams in under the photo form's caps;
 * when its first file starts, the seller's upload request is counted (checkUploadRate) and the
 * request takes one of the process's upload slots, both before the file's bytes are read. The
 * slot is held until `use` is done (decoding and storing included), then the files are deleted.
 * Other bodies (the wizards' autosaves) are plain forms, already capped in size by the server.
 */
export async function withPhotoPost<T>(request: Request, sellerId: number, use: (post: PhotoPost) => Promise<T>): Promise<T> {
  if (!isMultipart(request)) {
    const form = await request.formData().catch(() => null);
    return use(form ? { form, refusal: null } : { form: new FormData(), refusal: new AppError(UNREADABLE_FORM_MESSAGE, { code: "unreadable-body" }) });
  }
  let release: Release | null = null;
  const upload = await readMultipartUpload(request, {
    beforeFirstFile: async () => {
      await checkUploadRate(sellerId);
      release = await uploadSlots.enter(request.signal);
    },
  });
  if (upload.refusal) countUploadRefusal(upload.refusal);
  try {
    return await use({ form: upload.form, refusal: upload.refusal });
  } finally {
    (release as Release | null)?.();
    await upload.discard();
  }
}
