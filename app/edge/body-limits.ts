import { MAX_PHOTO_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "~/modules/media/limits";

/** Forms and JSON: the longest description and every other field fit many times over. */
const FORM_BODY_LIMIT = 256 * 1024;

// Photo uploads: the JSON upload API, and the wizards' no-JavaScript photo buttons
// (multipart posts to a sell or edit step, or their .data forms).
const UPLOAD_API = "/api/upload/images";
const WIZARD_STEP = /^\/(?:sell|vehicles\/\d{1,10}\/edit)(?:\.data)?$/;
// A dealer's feed document: the feed page's upload form and the feed-runs API (decision 47).
const FEED_UPLOAD = /^\/(?:dealer\/feeds(?:\.data)?|api\/dealers\/[^/]{1,200}\/feed-runs)$/;
// A dealership's logo: one photo and the form's few fields.
const LOGO_UPLOAD = /^\/dealer\/profile(?:\.data)?$/;
const LOGO_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** The most bytes a request to this path may send; the server refuses a larger body with 413 while reading it. */
export function bodyLimitFor(pathname: string, contentType: string | null | undefined): number {
  const multipart = /^multipart\/form-data\b/i.test(contentType ?? "");
  if (multipart && (pathname === UPLOAD_API || WIZARD_STEP.test(pathname) || FEED_UPLOAD.test(pathname))) return MAX_UPLOAD_REQUEST_BYTES;
  if (multipart && LOGO_UPLOAD.test(pathname)) return LOGO_REQUEST_BYTES;
  return FORM_BODY_LIMIT;
}
