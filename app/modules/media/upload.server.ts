import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_INPUT_PIXELS, renderInDecodeSlot, storeRenderedVariants, type ImageVariant } from "./images.server";
import { withDecodeSlot } from "./photo-capacity.server";
import { deletePhotoIds } from "./cleanup.server";
import { sniffImageFormat } from "./image-signature";
import { hashOfVariants } from "./photo-hash.server";
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE, tooManyPhotosMessage } from "./limits";
import { UPLOAD_PREFIX } from "./photo-keys";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";
import { AppError, isAppError } from "~/utils/app-error";

/** Why an upload was refused, as upload_refusals_total counts it. */
export type UploadRefusalReason = "too_large" | "too_many" | "not_an_image" | "no_photo" | "over_limit" | "busy" | "unreadable";

/** An "upload-refused" AppError that knows its reason. */
export class UploadRefusal extends AppError {
  constructor(
    readonly reason: UploadRefusalReason,
    message: string,
    status: number,
    retryAfterSeconds?: number,
  ) {
    super(message, { status, code: "upload-refused", retryAfterSeconds });
  }
}

/**
 * A refused upload, shown to the seller as it is: 413 when a file is too large, 429 over an
 * upload limit (with when the seller may upload again), 400 for anything else the seller can fix.
 */
export function uploadRefused(reason: UploadRefusalReason, message: string, status: 400 | 413 | 429 = 400, retryAfterSeconds?: number): AppError {
  return new UploadRefusal(reason, message, status, retryAfterSeconds);
}

export interface UploadOptions {
  /** Photos the listing already has; they count towards `max`. */
  existingCount: number;
  max?: number;
  storage?: MediaStorage;
  /** Photo ids to store under, one per file (reserved by the caller); random when not given. */
  ids?: string[];
}

// What sharp reports for the formats we take. HEIF covers AVIF, and HEIC where the
// installed libvips can decode it (the decode check below refuses it otherwise).
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
const ACCEPTED_LIST = "JPEG, PNG, WebP, AVIF, HEIF or GIF";

const displayName = (file: File) => {
  const name = file.name.trim() || "photo";
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
};

/**
 * Checks one file by its content and decodes it once into the stored variants, or throws
 * an "upload-refused" AppError. The pixel count is read from the header before anything is
 * decoded. The file's bytes are read only once the process's decode slot is held, so photos
 * waiting their turn stay on disk (decision 27). The photo's hash is taken in the same slot.
 */
async function readImage(file: File): Promise<RenderedPhoto> {
  if (file.size > MAX_PHOTO_BYTES) throw uploadRefused("too_large", PHOTO_TOO_BIG_MESSAGE, 413);
  return withDecodeSlot(async () => {
    const bytes = Buffer.from(await file.arrayBuffer());
    const name = displayName(file);
    const notAnImage = uploadRefused("not_an_image", `"${name}" is not a supported image. Upload ${ACCEPTED_LIST} photos.`);
    if (!sniffImageFormat(bytes)) throw notAnImage;
    let compression: string | undefined;
    try {
      const { format, width = 0, height = 0, ...meta } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
      compression = meta.compression;
      if (!ACCEPTED_FORMATS.has(format)) throw notAnImage;
      if (width * height > MAX_INPUT_PIXELS) throw pixelLimitError(name);
      // Decoding every pixel also finds truncated and corrupt data that the header lets through.
      const variants = await renderInDecodeSlot(bytes);
      return { variants, hash: await hashOfVariants(variants) };
    } catch (error) {
      if (isAppError(error, "upload-refused")) throw error;
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw pixelLimitError(name);
      // The bundled libvips decodes AVIF but not HEVC-coded HEIC (as iPhones write by default).
      if (compression === "hevc") throw uploadRefused("not_an_image", `"${name}" is a HEIC photo, which cannot be read here. Save it as JPEG and try again.`);
      throw uploadRefused("not_an_image", `"${name}" could not be read. The file may be damaged or incomplete.`);
    }
  });
}

interface RenderedPhoto {
  variants: ImageVariant[];
  /** Its perceptual hash (photo-hash.server.ts). */
  hash: bigint;
}

const pixelLimitError = (name: string) =>
  uploadRefused("not_an_image", `"${name}" has too many pixels. Photos can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);

/** The checks that need no decoding: a choice was made, the count, each file's size. */
export function checkSelection(files: File[], existingCount: number, max = MAX_PHOTOS) {
  if (files.length === 0) throw uploadRefused("no_photo", "Choose at least one photo to upload.");
  if (existingCount + files.length > max) throw uploadRefused("too_many", tooManyPhotosMessage(max));
  if (files.some((file) => file.size > MAX_PHOTO_BYTES)) throw uploadRefused("too_large", PHOTO_TOO_BIG_MESSAGE, 413);
}

/**
 * Validates every file by content, then stores each as WebP variants (which drops EXIF,
 * including GPS). All or nothing: one refused file stores none, and a storage failure
 * midway deletes what was already stored. Gives each photo's URL and perceptual hash, in order.
 */
export async function storeUploadedPhotos(files: File[], { existingCount, max = MAX_PHOTOS, storage = mediaStorage(), ids = files.map(() => randomUUID()) }: UploadOptions): Promise<{ urls: string[]; hashes: bigint[] }> {
  checkSelection(files, existingCount, max);
  if (ids.length !== files.length) throw new Error("One photo id is needed per file");

  const rendered: RenderedPhoto[] = [];
  for (const file of files) rendered.push(await readImage(file));

  const urls: string[] = [];
  try {
    for (const [index, { variants }] of rendered.entries()) {
      urls.push(await storeRenderedVariants(storage, variants, { prefix: UPLOAD_PREFIX, id: ids[index]! }));
    }
  } catch (error) {
    await deletePhotoIds(ids.slice(0, rendered.length), storage).catch(() => undefined);
    throw error;
  }
  return { urls, hashes: rendered.map((photo) => photo.hash) };
}
