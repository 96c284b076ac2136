// Upload limits shared by the server checks and the browser's early checks.
export const MAX_PHOTOS = 10;
const MAX_PHOTO_MB = 15;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
/** Multipart framing and the small text fields on top of the largest allowed batch. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;

export const tooManyPhotosMessage = (max: number) => `You can only upload up to ${max} images`;
export const PHOTO_TOO_BIG_MESSAGE = `Each photo must be ${MAX_PHOTO_MB} MB or smaller`;
export const UPLOAD_FAILED_MESSAGE = "Failed to upload images. Please try again.";

/** Text fields of a form that takes photos: how many, one value's bytes, and all of them together. */
export const MAX_UPLOAD_FIELDS = 100;
export const MAX_UPLOAD_FIELD_BYTES = 64 * 1024;
export const MAX_UPLOAD_TEXT_BYTES = 256 * 1024;
