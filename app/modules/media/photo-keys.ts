import { IMAGE_WIDTHS } from "./variants";

// Photos sellers upload live under this prefix, one key per width. Other prefixes (such as
// the demo seed's shared "demo/" pool) are never deleted through listing clean-up.
export const UPLOAD_PREFIX = "photos";

const UPLOADED_KEY = /^photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:320|640|960|1280)\.webp$/;

export const uploadedPhotoKeys = (id: string) => IMAGE_WIDTHS.map((width) => `${UPLOAD_PREFIX}/${id}-${width}.webp`);

/** The photo id of an uploaded photo's key (any width), or null for any other key. */
export function uploadedPhotoId(key: string): string | null {
  return UPLOADED_KEY.exec(key)?.[1] ?? null;
}
