import sharp from "sharp";
import { IMAGE_WIDTHS, LARGEST_WIDTH } from "./variants";
import { encodeVariant } from "./images.server";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";

const LARGEST_SUFFIX = `-${LARGEST_WIDTH}.webp`;

/**
 * Writes the widths a stored photo lacks (one added to IMAGE_WIDTHS after the photo was
 * uploaded) from its largest variant, so every srcset entry exists. Idempotent; returns the
 * number of files written.
 */
export async function backfillPhotoVariants(storage: MediaStorage = mediaStorage(), prefixes = ["photos/", "demo/"]): Promise<number> {
  let written = 0;
  for (const prefix of prefixes) {
    const keys = new Set<string>();
    for await (const { key } of storage.list(prefix)) keys.add(key);
    for (const key of keys) {
      if (!key.endsWith(LARGEST_SUFFIX)) continue;
      const missing = IMAGE_WIDTHS.filter((w) => !keys.has(key.slice(0, -LARGEST_SUFFIX.length) + `-${w}.webp`));
      if (!missing.length) continue;
      const largest = await storage.get(key);
      if (!largest) continue;
      for (const width of missing) {
        const body = await encodeVariant(sharp(largest.body), width);
        await storage.put(key.slice(0, -LARGEST_SUFFIX.length) + `-${width}.webp`, body, "image/webp");
        written += 1;
      }
    }
  }
  return written;
}
