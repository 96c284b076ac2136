import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_INPUT_PIXELS, storeImageVariants } from "./images.server";
import { deletePhotoIds } from "./cleanup.server";
import { sniffImageFormat } from "./image-signature";
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE, tooManyPhotosMessage } from "./limits";
import { UPLOAD_PREFIX } from "./photo-keys";
import { mediaStorage, type MediaStorage } from "./storage.server";

/** A refused upload; `message` can be shown to the seller as it is. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** 413 when a file is too large, 400 for anything else the seller can fix. */
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface UploadOptions {
  /** Photos the listing already has; they count towards `max`. */
  existingCount: number;
  max?: number;
  storage?: MediaStorage;
}

// What sharp reports for the formats we take. HEIF covers AVIF, and HEIC where the
// installed libvips can decode it (the decode check below refuses it otherwise).
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
const ACCEPTED_LIST = "JPEG, PNG, WebP, AVIF, HEIF or GIF";

const displayName = (file: File) => {
  const name = file.name.trim() || "photo";
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
};

/** Checks one file by its content and returns its bytes, or throws an UploadError. */
async function readImage(file: File): Promise<Buffer> {
  if (file.size > MAX_PHOTO_BYTES) throw new UploadError(PHOTO_TOO_BIG_MESSAGE, 413);
  const bytes = Buffer.from(await file.arrayBuffer());
  const name = displayName(file);
  const notAnImage = new UploadError(`"${name}" is not a supported image. Upload ${ACCEPTED_LIST} photos.`);
  if (!sniffImageFormat(bytes)) throw notAnImage;
  let compression: string | undefined;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width = 0, height = 0, ...meta } = await image.metadata();
    compression = meta.compression;
    if (!ACCEPTED_FORMATS.has(format)) throw notAnImage;
    if (width * height > MAX_INPUT_PIXELS) throw pixelLimitError(name);
    // Decoding every pixel (reduced, so it stays cheap) finds truncated and corrupt data
    // that a header check alone would let through.
    await image.resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw pixelLimitError(name);
    // The bundled libvips decodes AVIF but not HEVC-coded HEIC (as iPhones write by default).
    if (compression === "hevc") throw new UploadError(`"${name}" is a HEIC photo, which cannot be read here. Save it as JPEG and try again.`);
    throw new UploadError(`"${name}" could not be read. The file may be damaged or incomplete.`);
  }
  return bytes;
}

const pixelLimitError = (name: string) =>
  new UploadError(`"${name}" has too many pixels. Photos can be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);

/**
 * Validates every file by content, then stores each as WebP variants (which drops EXIF,
 * including GPS). All or nothing: one refused file stores none, and a storage failure
 * midway deletes what was already stored.
 */
export async function storeUploadedPhotos(files: File[], { existingCount, max = MAX_PHOTOS, storage = mediaStorage() }: UploadOptions): Promise<{ urls: string[] }> {
  if (files.length === 0) throw new UploadError("Choose at least one photo to upload.");
  if (existingCount + files.length > max) throw new UploadError(tooManyPhotosMessage(max));
  if (files.some((file) => file.size > MAX_PHOTO_BYTES)) throw new UploadError(PHOTO_TOO_BIG_MESSAGE, 413);

  const images: Buffer[] = [];
  for (const file of files) images.push(await readImage(file));

  const ids: string[] = [];
  const urls: string[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      ids.push(id);
      urls.push(await storeImageVariants(storage, image, { prefix: UPLOAD_PREFIX, id }));
    }
  } catch (error) {
    await deletePhotoIds(ids, storage).catch(() => undefined);
    throw error;
  }
  return { urls };
}
