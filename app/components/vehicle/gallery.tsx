import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { VehicleImage } from "~/components/vehicle-image";
import { srcSetFor } from "~/modules/media/variants";

/**
 * Photos of a listing. Without JavaScript the thumbnails are links (?photo=n) and the
 * large photo opens full size; with it, previous/next wrap around, arrows and Escape
 * work, and the large photo opens a full-screen lightbox.
 */
export function Gallery({ images, title, initial }: { images: string[]; title: string; initial: number }) {
  const photos = images.length ? images : [""];
  const [index, setIndex] = useState(Math.min(Math.max(initial, 0), photos.length - 1));
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const total = photos.length;
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + total) % total), [total]);

  useEffect(() => setIndex(Math.min(Math.max(initial, 0), total - 1)), [initial, total]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(-1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(1);
    }
  };

  const current = photos[index]!;
  const href = (i: number) => `?photo=${i + 1}`;
  const arrow = "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/55 p-2 text-white hover:bg-black/75";

  return (
    <section aria-label="Photos" onKeyDown={onKeyDown} data-testid="gallery">
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <a
          href={current || undefined}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          aria-label="Open full-screen photo"
        >
          <VehicleImage
            src={current}
            alt={`${title}, photo ${index + 1} of ${total}`}
            sizes="(min-width: 1024px) 800px, 100vw"
            priority
            width={1280}
            height={853}
            className="aspect-[3/2] w-full object-cover"
          />
        </a>
        {total > 1 ? (
          <>
            <Link to={href((index - 1 + total) % total)} preventScrollReset replace aria-label="Previous photo" className={`${arrow} left-3`}
              onClick={(e) => { e.preventDefault(); go(-1); }}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M15 18l-6-6 6-6" /></svg>
            </Link>
            <Link to={href((index + 1) % total)} preventScrollReset replace aria-label="Next photo" className={`${arrow} right-3`}
              onClick={(e) => { e.preventDefault(); go(1); }}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M9 6l6 6-6 6" /></svg>
            </Link>
          </>
        ) : null}
        <p className="absolute bottom-3 right-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white" data-testid="photo-counter" aria-live="polite">
          {index + 1} / {total}
        </p>
      </div>
      {total > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
          {photos.map((src, i) => (
            <li key={`${src}-${i}`}>
              <Link
                to={href(i)}
                preventScrollReset
                replace
                onClick={(e) => { e.preventDefault(); setIndex(i); }}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md ring-2 ${i === index ? "ring-brand-600" : "ring-transparent hover:ring-slate-300"}`}
              >
                <VehicleImage src={src} alt="" sizes="120px" lowPriority width={120} height={80} className="aspect-[3/2] w-full object-cover" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
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
              alt={`${title}, photo ${index + 1} of ${total}`}
              className="max-h-full max-w-full object-contain"
            />
            <button type="button" onClick={() => setOpen(false)} aria-label="Close" autoFocus className="absolute right-4 top-4 rounded-full bg-white/15 p-2 text-white hover:bg-white/30">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M6 6l12 12M18 6 6 18" /></svg>
            </button>
            {total > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label="Previous photo" className={`${arrow} left-4`}>
                  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M15 18l-6-6 6-6" /></svg>
                </button>
                <button type="button" onClick={() => go(1)} aria-label="Next photo" className={`${arrow} right-4`}>
                  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M9 6l6 6-6 6" /></svg>
                </button>
              </>
            ) : null}
            <p className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/15 px-3 py-1 text-sm text-white">{index + 1} / {total}</p>
          </div>
        ) : null}
      </dialog>
    </section>
  );
}
