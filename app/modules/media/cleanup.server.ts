import { IMAGE_WIDTHS } from "./variants";
import { MEDIA_ROUTE_PREFIX, mediaStorage } from "./storage.server";

// A URL we wrote with storeImageVariants: /media/<prefix>/<id>-<width>.webp
const OWN_PHOTO = /^([a-z0-9][a-z0-9/_-]*)-(?:320|640|1280)\.webp$/;

/**
 * Deletes every stored width of each of our own photo URLs. Foreign URLs are ignored and
 * missing objects are not an error, so calling it twice is harmless.
 */
export async function deleteStoredPhotos(urls: string[]): Promise<void> {
  const storage = mediaStorage();
  const keys = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith(MEDIA_ROUTE_PREFIX)) continue;
    const base = OWN_PHOTO.exec(url.slice(MEDIA_ROUTE_PREFIX.length))?.[1];
    if (!base || base.includes("..")) continue;
    for (const width of IMAGE_WIDTHS) keys.add(`${base}-${width}.webp`);
  }
  await Promise.all([...keys].map((key) => storage.delete(key)));
}
