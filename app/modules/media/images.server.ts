import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { IMAGE_ASPECT, IMAGE_WIDTHS, LARGEST_WIDTH } from "./variants";
import type { MediaStorage } from "./storage.server";

export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an image into the stored WebP variants (metadata such as GPS is dropped
 * because sharp writes none unless asked) and returns the URL of the largest one.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  input: Buffer,
  { prefix = "photos", id = randomUUID() }: { prefix?: string; id?: string } = {},
): Promise<string> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  for (const width of IMAGE_WIDTHS) {
    const body = await base
      .clone()
      .resize({ width, height: Math.round(width / IMAGE_ASPECT), fit: "cover", position: "attention", withoutEnlargement: false })
      .webp({ quality: width >= LARGEST_WIDTH ? 78 : 72 })
      .toBuffer();
    await storage.put(`${prefix}/${id}-${width}.webp`, body, "image/webp");
  }
  return storage.url(`${prefix}/${id}-${LARGEST_WIDTH}.webp`);
}
