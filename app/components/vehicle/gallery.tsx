import { useCallback, useEffect, useRef, useState } from "react";
import { VehicleImage } from "~/components/vehicle-image";
import { PHONE_MAX_WIDTH, srcSetFor } from "~/modules/media/variants";

const slideId = (i: number) => `photo-${i + 1}`;

// The widths the vehicle page gives the gallery (routes/vehicle.tsx): its column beside the
// 22rem panel from 1024 px, the page less its padding below; six thumbnails with 0.5rem gaps.
const PHOTO_SIZES = "(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 32px)";
const THUMBNAIL_SIZES = "(min-width: 1280px) 138px, (min-width: 1024px) calc((100vw - 456px) / 6), calc((100vw - 72px) / 6)";

/**
 * Photos of a listing as a scroll-snap carousel: a swipe (or a thumbnail, a plain #photo-n
 * link) moves between photos without JavaScript, and a photo opens full size. With
 * JavaScript, previous/next buttons wrap around, arrow keys work, and a photo opens a
 * full-screen lightbox that Escape closes, giving focus back to the photo.
 */
export function Gallery({ images, title, initial, placeholder }: { images: string[]; title: string; initial: number; placeholder?: string }) {
  const photos = images.length ? images : [""];
  const total = photos.length;
  const start = Math.min(Math.max(initial, 0), total - 1);
  const [index, setIndex] = useState(start);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const show = useCallback((i: number, behavior: ScrollBehavior = "smooth") => {
    const t = track.current;
    if (t) t.scrollTo({ left: i * t.clientWidth, behavior });
    setIndex(i);
  }, []);

  useEffect(() => {
    setEnhanced(true);
    if (start > 0) show(start, "instant");
  }, [start, show]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const go = (delta: number) => {
    const next = (index + delta + total) % total;
    if (open) setIndex(next);
    else show(next);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (total < 2 || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    go(e.key === "ArrowLeft" ? -1 : 1);
  };

  const onScroll = () => {
    const t = track.current;
    if (t && !open && t.clientWidth) setIndex(Math.min(total - 1, Math.max(0, Math.round(t.scrollLeft / t.clientWidth))));
  };

  const onClose = () => {
    setOpen(false);
    show(index, "instant");
    document.getElementById(slideId(index))?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  };

  const current = photos[index]!;

  return (
    <section aria-label="Photos" onKeyDown={onKeyDown} data-testid="gallery">
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <ul ref={track} onScroll={onScroll} data-testid="photo-track"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
          {photos.map((src, i) => {
            const image = (
              <VehicleImage
                src={src}
                placeholder={placeholder}
                alt={`${title}, photo ${i + 1} of ${total}`}
                sizes={PHOTO_SIZES}
                phoneMaxWidth={PHONE_MAX_WIDTH}
                priority={i === start}
                width={1280}
                height={853}
                className="aspect-[3/2] w-full object-cover"
              />
            );
            return (
              <li key={`${src}-${i}`} id={slideId(i)} className="relative w-full shrink-0 snap-center snap-always scroll-mt-24" data-testid="photo-slide">
                {src ? (
                  <a href={src} aria-label={`Open photo ${i + 1} full screen`} className="block focus-visible:[outline-offset:-4px]"
                    onClick={(e) => {
                      e.preventDefault();
                      setIndex(i);
                      setOpen(true);
                    }}>
                    {image}
                  </a>
                ) : image}
                {total > 1 ? (
                  <p aria-hidden="true" className="absolute bottom-3 right-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
                    {i + 1} / {total}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {enhanced && total > 1 ? (
          <>
            <PhotoArrows go={go} size={20} inset="3" />
            <p className="sr-only" aria-live="polite" data-testid="photo-counter">{index + 1} / {total}</p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        // A phone swipes instead: hidden thumbnails, being lazy, are never fetched.
        <ul className="mt-3 hidden grid-cols-6 gap-2 sm:grid">
          {photos.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a
                href={`#${slideId(i)}`}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md ring-2 ${i === index ? "ring-brand-600" : "ring-transparent hover:ring-slate-300"}`}
              >
                <VehicleImage src={src} placeholder={placeholder} alt="" sizes={THUMBNAIL_SIZES} lowPriority width={120} height={80} className="aspect-[3/2] w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <dialog
        ref={dialog}
        onClose={onClose}
        aria-label="Full-screen photo"
        className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 backdrop:bg-black/80"
        data-testid="lightbox"
      >
        {open ? (
          <div className="relative flex h-full w-full items-center justify-center">
            <img
              src={current}
              srcSet={srcSetFor(current)}
              sizes="100vw"
              width={1280}
              height={853}
              alt={`${title}, photo ${index + 1} of ${total}`}
              className="max-h-full max-w-full object-contain"
            />
            <button type="button" onClick={() => setOpen(false)} aria-label="Close" autoFocus className="absolute right-4 top-4 rounded-full bg-white/15 p-2 text-white hover:bg-white/30">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M6 6l12 12M18 6 6 18" /></svg>
            </button>
            {total > 1 ? (
              <PhotoArrows go={go} size={24} inset="4" />
            ) : null}
            <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/15 px-3 py-1 text-sm text-white">{index + 1} / {total}</p>
          </div>
        ) : null}
      </dialog>
    </section>
  );
}

const arrow = "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80";

/** The previous and next buttons over a photo; `inset` is the Tailwind spacing from the edges. */
function PhotoArrows({ go, size, inset }: { go: (step: number) => void; size: number; inset: "3" | "4" }) {
  const sides = inset === "3" ? ["left-3", "right-3"] : ["left-4", "right-4"];
  return (
    <>
      <button type="button" onClick={() => go(-1)} aria-label="Previous photo" className={`${arrow} ${sides[0]}`}>
        <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M15 18l-6-6 6-6" /></svg>
      </button>
      <button type="button" onClick={() => go(1)} aria-label="Next photo" className={`${arrow} ${sides[1]}`}>
        <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M9 6l6 6-6 6" /></svg>
      </button>
    </>
  );
}
