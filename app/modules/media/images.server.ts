import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { IMAGE_ASPECT, IMAGE_WIDTHS, LARGEST_WIDTH, PHONE_MAX_WIDTH, PHONE_PHOTO_MAX_BYTES, type ImageWidth } from "./variants";
import type { MediaStorage } from "./media-storage";
import { withDecodeSlot } from "./photo-capacity.server";

/**
 * The most pixels an uploaded photo may have, read from its header before any decoding.
 * 40 MP takes the 12 to 24 MP photos phones save by default and 36 MP camera files; 48 and
 * 50 MP full-resolution phone modes must be saved smaller. A PNG (which cannot be decoded
 * at a reduced size) at the bound costs about 0.15 s of CPU to decode once.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  body: Buffer;
}

const heightFor = (width: number) => Math.round(width / IMAGE_ASPECT);

/**
 * Decodes an image once, into the largest stored size (turned upright, cropped to the
 * listing aspect), and encodes every stored width as WebP from that one decoded picture.
 * Metadata such as GPS is dropped because sharp writes none unless asked. Throws when the
 * image is damaged or has more than MAX_INPUT_PIXELS. Waits for the process's decode slot,
 * so a burst of large photos queues instead of taking every core from the pages being served.
 */
export function renderImageVariants(input: Buffer): Promise<ImageVariant[]> {
  return withDecodeSlot(() => renderInDecodeSlot(input));
}

/** renderImageVariants for a caller that already holds the decode slot. */
export async function renderInDecodeSlot(input: Buffer): Promise<ImageVariant[]> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: LARGEST_WIDTH, height: heightFor(LARGEST_WIDTH), fit: "cover", position: "attention", withoutEnlargement: false })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: ImageVariant[] = [];
  for (const width of IMAGE_WIDTHS) variants.push({ width, body: await encodeVariant(decoded, width) });
  return variants;
}

// A finely detailed photo can pass the phone budget at the usual quality; these are tried in
// turn. Below the last the picture degrades visibly, so a photo still over budget is kept.
const PHONE_QUALITIES = [72, 62, 52, 42];

/**
 * One stored width of a decoded picture as WebP. A width a phone may be offered is encoded
 * within PHONE_PHOTO_MAX_BYTES, at the highest quality that fits.
 */
export async function encodeVariant(source: Sharp, width: ImageWidth): Promise<Buffer> {
  const resized = source.clone().resize({ width, height: heightFor(width), fit: "fill" });
  // Effort 2 encodes about three times faster than the default 4 for files about 1% larger.
  if (width > PHONE_MAX_WIDTH) return resized.webp({ quality: 78, effort: 2 }).toBuffer();
  let body = Buffer.alloc(0);
  for (const quality of PHONE_QUALITIES) {
    body = await resized.clone().webp({ quality, effort: 2 }).toBuffer();
    if (body.length <= PHONE_PHOTO_MAX_BYTES) break;
  }
  return body;
}

/** Stores rendered variants under `<prefix>/<id>-<width>.webp` and returns the URL of the largest. */
export async function storeRenderedVariants(storage: MediaStorage, variants: ImageVariant[], { prefix, id }: { prefix: string; id: string }): Promise<string> {
  for (const { width, body } of variants) await storage.put(`${prefix}/${id}-${width}.webp`, body, "image/webp");
  return storage.url(`${prefix}/${id}-${LARGEST_WIDTH}.webp`);
}

/** Re-encodes an image into the stored WebP variants and returns the URL of the largest one. */
export async function storeImageVariants(
  storage: MediaStorage,
  input: Buffer,
  { prefix = "photos", id = randomUUID() }: { prefix?: string; id?: string } = {},
): Promise<string> {
  return storeRenderedVariants(storage, await renderImageVariants(input), { prefix, id });
}
