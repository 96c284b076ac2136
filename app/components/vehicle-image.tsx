import { srcSetFor, variantUrl } from "~/modules/media/variants";

export const FALLBACK_IMAGE = "/categories/atv-800.webp";

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
  sizes: string;
  priority?: boolean;
  /** Never boosted when in view (thumbnails beside a main photo). */
  lowPriority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

/** A listing photo with responsive variants; no photo shows the placeholder, a broken one the ATV picture. */
export function VehicleImage({ src, placeholder, alt, sizes, priority = false, lowPriority = false, className = "", width = 640, height = 427 }: Props) {
  const url = src || placeholder || FALLBACK_IMAGE;
  return (
    <img
      src={srcSetFor(url) ? variantUrl(url, 640) : url}
      srcSet={srcSetFor(url)}
      sizes={srcSetFor(url) ? sizes : undefined}
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
}

function showFallback(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.removeAttribute("srcset");
  img.src = FALLBACK_IMAGE;
}
