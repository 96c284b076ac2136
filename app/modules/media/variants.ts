// Every stored photo exists at these widths as WebP; the stored URL names the largest.
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_WIDTH = 1280;
export const IMAGE_ASPECT = 3 / 2;
/** The widest variant a phone is offered: by a card at any width, by the vehicle page below 768 px. */
export const PHONE_MAX_WIDTH = 960;
/** Every variant up to PHONE_MAX_WIDTH is encoded within this many bytes, so a phone's first photo is too. */
export const PHONE_PHOTO_MAX_BYTES = 100 * 1024;

const VARIANT_PATTERN = /-(320|640|960|1280)\.webp$/;

export function variantUrl(url: string, width: ImageWidth): string {
  return VARIANT_PATTERN.test(url) ? url.replace(VARIANT_PATTERN, `-${width}.webp`) : url;
}

/** A srcset for photos we stored ourselves (up to `maxWidth`); undefined for any other URL. */
export function srcSetFor(url: string, maxWidth: ImageWidth = LARGEST_WIDTH): string | undefined {
  if (!VARIANT_PATTERN.test(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth).map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}
