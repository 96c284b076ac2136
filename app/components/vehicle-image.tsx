import { preload } from "react-dom";
import { srcSetFor, variantUrl, type ImageWidth } from "~/modules/media/variants";

const FALLBACK_IMAGE = "/categories/atv-800.webp";
const PHONE_MEDIA = "(max-width: 767px)";

declare module "react" {
  interface ImgHTMLAttributes<T> {
    /** Element Timing: hydration waits for the paint of such a picture (utils/deferred-hydration.server.ts). */
    elementtiming?: string;
  }
}

interface Props {
  src: string | undefined;
  /** Shown when there is no photo at all (the type's own picture); a photo that fails still shows the ATV picture. */
  placeholder?: string;
  alt: string;
  /** The width the photo is shown at on each screen (the phone source's too). */
  sizes: string;
  priority?: boolean;
  /** Never boosted when in view (thumbnails beside a main photo). */
  lowPriority?: boolean;
  className?: string;
  width?: number;
  height?: number;
  /** Never fetch a wider variant than this (a card is never wide enough to need the largest). */
  maxWidth?: ImageWidth;
  /** Below 768 px, never fetch a wider variant than this (a phone's main photo stops at 960). */
  phoneMaxWidth?: ImageWidth;
}

/** A listing photo with responsive variants; no photo shows the placeholder, a broken one the ATV picture. */
export function VehicleImage({ src, placeholder, alt, sizes, priority = false, lowPriority = false, className = "", width = 640, height = 427, maxWidth, phoneMaxWidth }: Props) {
  const url = src || placeholder || FALLBACK_IMAGE;
  const srcSet = srcSetFor(url, maxWidth);
  const img = (
    <img
      src={srcSet ? variantUrl(url, 640) : url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : lowPriority ? "low" : undefined}
      elementtiming={priority ? "main-photo" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      // Hydration starts after the page has loaded, so a photo may have failed before React listened.
      ref={(img) => {
        if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) showFallback(img);
      }}
      onError={(e) => showFallback(e.currentTarget)}
    />
  );
  const phoneSrcSet = phoneMaxWidth ? srcSetFor(url, phoneMaxWidth) : undefined;
  if (!phoneSrcSet) return img;
  if (priority) {
    // React preloads a priority <img> by itself, but not one inside <picture>: one preload per source.
    preload(variantUrl(url, 640), { as: "image", imageSrcSet: phoneSrcSet, imageSizes: sizes, media: PHONE_MEDIA, fetchPriority: "high" });
    preload(variantUrl(url, 640), { as: "image", imageSrcSet: srcSet, imageSizes: sizes, media: "(min-width: 768px)", fetchPriority: "high" });
  }
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phoneSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

function showFallback(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.removeAttribute("srcset");
  if (img.parentElement instanceof HTMLPictureElement) for (const source of img.parentElement.querySelectorAll("source")) source.remove();
  img.src = FALLBACK_IMAGE;
}
