import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { IMAGE_ASPECT, IMAGE_WIDTHS, LARGEST_WIDTH } from "./variants";
import type { MediaStorage } from "./media-storage";

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

// One photo is decoded at a time per process, so a burst of large uploads queues instead
// of taking every core from the pages being served.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Decodes an image once, into the largest stored size (turned upright, cropped to the
 * listing aspect), and encodes every stored width as WebP from that one decoded picture.
 * Metadata such as GPS is dropped because sharp writes none unless asked. Throws when the
 * image is damaged or has more than MAX_INPUT_PIXELS.
 */
export function renderImageVariants(input: Buffer): Promise<ImageVariant[]> {
  return oneAtATime(async () => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: LARGEST_WIDTH, height: heightFor(LARGEST_WIDTH), fit: "cover", position: "attention", withoutEnlargement: false })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants: ImageVariant[] = [];
    for (const width of IMAGE_WIDTHS) {
      const body = await decoded
        .clone()
        .resize({ width, height: heightFor(width), fit: "fill" })
        // Effort 2 encodes about three times faster than the default 4 for files about 1% larger.
        .webp({ quality: width >= LARGEST_WIDTH ? 78 : 72, effort: 2 })
        .toBuffer();
      variants.push({ width, body });
    }
    return variants;
  });
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
