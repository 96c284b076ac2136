import sharp from "sharp";
import { IMAGE_WIDTHS, LARGEST_WIDTH, PHONE_MAX_WIDTH, PHONE_PHOTO_MAX_BYTES } from "./variants";
import { encodeVariant } from "./images.server";
import { mediaStorage } from "./storage.server";
import type { MediaStorage } from "./media-storage";

const LARGEST_SUFFIX = `-${LARGEST_WIDTH}.webp`;

/**
 * Writes the widths a stored photo lacks (one added to IMAGE_WIDTHS after the photo was
 * uploaded) from its largest variant, so every srcset entry exists, and writes again a width
 * a phone is offered whose file is over the phone budget (stored before the encoder kept to
 * it). Idempotent; returns the number of files written.
 */
export async function backfillPhotoVariants(storage: MediaStorage = mediaStorage(), prefixes = ["photos/", "demo/"]): Promise<number> {
  let written = 0;
  for (const prefix of prefixes) {
    const sizes = new Map<string, number>();
    for await (const { key, size } of storage.list(prefix)) sizes.set(key, size);
    for (const key of sizes.keys()) {
      if (!key.endsWith(LARGEST_SUFFIX)) continue;
      const due = IMAGE_WIDTHS.filter((w) => {
        const size = sizes.get(key.slice(0, -LARGEST_SUFFIX.length) + `-${w}.webp`);
        return size === undefined || (w <= PHONE_MAX_WIDTH && size > PHONE_PHOTO_MAX_BYTES);
      });
      if (!due.length) continue;
      const largest = await storage.get(key);
      if (!largest) continue;
      for (const width of due) {
        const body = await encodeVariant(sharp(largest.body), width);
        await storage.put(key.slice(0, -LARGEST_SUFFIX.length) + `-${width}.webp`, body, "image/webp");
        written += 1;
      }
    }
  }
  return written;
}
