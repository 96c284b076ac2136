import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Badge } from "./ui/badge";
import { FieldError } from "./ui/field";
import { useHydrated } from "./listing-form/use-hydrated";
import { MAX_PHOTOS } from "~/modules/media/limits";
import { movePhoto, removePhoto } from "~/modules/media/photo-list";
import { selectionProblem, uploadPhotos } from "~/modules/media/upload-client";
import { srcSetFor, variantUrl } from "~/modules/media/variants";

interface Props {
  /** Name of the hidden inputs that carry the photo list when the enclosing form submits. */
  name: string;
  images: string[];
  max?: number;
  /** A message from the server, such as a refused upload. */
  error?: string;
  /** Called after the list changed in the browser (an upload, a removal, a move), once it is rendered. */
  onImagesChange?: (photos: string[]) => void;
}

const controlClass =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primaryClass = `${controlClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryClass = `${controlClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const iconClass =
  "inline-flex h-8 w-8 items-center justify-center rounded-md border bg-white text-base leading-none disabled:cursor-not-allowed disabled:opacity-40";
const moveClass = `${iconClass} border-slate-300 text-slate-700 hover:bg-slate-100`;
const removeClass = `${iconClass} border-red-300 text-red-700 hover:bg-red-50`;

// A preview's width: four columns of the wizard's max-w-4xl card from 768 px, three from 640 px, two below.
const PREVIEW_SIZES = "(min-width: 928px) 195px, (min-width: 768px) calc((100vw - 118px) / 4), (min-width: 640px) calc((100vw - 106px) / 3), calc((100vw - 94px) / 2)";

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((url, i) => url === b[i]);

/**
 * Photo picker for a listing form (inside a multipart <Form>). Before JavaScript loads every
 * control is a submit button with a `photoIntent` the page's action applies; afterwards
 * uploads go straight to the upload API and edits stay local until the form is submitted.
 */
export function PhotoUploader({ name, images, max = MAX_PHOTOS, error, onImagesChange }: Props) {
  const id = useId();
  const inputId = `${id}-files`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState(images);
  const [shownImages, setShownImages] = useState(images);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");

  const notify = useRef(onImagesChange);
  notify.current = onImagesChange;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    notify.current?.(photos);
  }, [photos]);

  // A new list from the server (after a submit) replaces local edits.
  if (!sameList(shownImages, images)) {
    setShownImages(images);
    setPhotos(images);
  }

  const full = photos.length >= max;

  async function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = "";
    if (files.length === 0) return;
    const problem = selectionProblem(files, photos.length, max);
    if (problem) {
      window.alert(problem);
      return;
    }
    setUploading(true);
    setStatus("Uploading...");
    const outcome = await uploadPhotos(files, photos.length);
    setUploading(false);
    if ("error" in outcome) {
      setStatus("");
      window.alert(outcome.error);
      return;
    }
    setPhotos((current) => [...current, ...outcome.urls]);
    setStatus(`${outcome.urls.length} ${outcome.urls.length === 1 ? "photo" : "photos"} uploaded`);
  }

  function edit(next: string[], message: string) {
    setPhotos(next);
    setStatus(message);
  }

  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">
        Photos ({photos.length}/{max})
      </legend>

      {photos.map((url, i) => (
        <input key={`${i}:${url}`} type="hidden" name={name} value={url} />
      ))}

      <div className="flex flex-wrap items-center gap-3">
        {hydrated ? (
          <>
            <button type="button" className={primaryClass} disabled={uploading || full} onClick={() => inputRef.current?.click()}>
              {uploading ? "Uploading..." : "Add Photos"}
            </button>
            <input ref={inputRef} id={inputId} type="file" multiple accept="image/*" className="hidden" tabIndex={-1} onChange={onFilesChosen} />
          </>
        ) : (
          <>
            <label
              htmlFor={inputId}
              aria-disabled={full || undefined}
              className={`${primaryClass} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              Add Photos
              <input id={inputId} type="file" name="photoFiles" multiple accept="image/*" disabled={full} className="sr-only" />
            </label>
            <button type="submit" name="photoIntent" value="upload" formNoValidate disabled={full} className={secondaryClass}>
              Upload
            </button>
            <p className="w-full text-xs text-slate-500">Choose photos, then press Upload.</p>
          </>
        )}
      </div>

      {photos.length === 0 ? (
        <div className="mt-3 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center">
          <p className="font-medium text-slate-700">No photos uploaded yet</p>
          <p className="mt-1 text-sm text-slate-500">Click "Add Photos" to upload images</p>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {photos.map((url, i) => {
            const n = i + 1;
            const last = i === photos.length - 1;
            return (
              <li key={url} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
                <div className="relative">
                  <img
                    src={variantUrl(url, 320)}
                    srcSet={srcSetFor(url)}
                    sizes={srcSetFor(url) ? PREVIEW_SIZES : undefined}
                    alt={`Photo ${n} of ${photos.length}`}
                    width={320}
                    height={213}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  {i === 0 ? <Badge className="absolute left-2 top-2">Main Photo</Badge> : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <div className="flex gap-1">
                    <PhotoButton hydrated={hydrated} intent={`left:${i}`} label={`Move photo ${n} earlier`} disabled={i === 0}
                      onClick={() => edit(movePhoto(photos, i, "earlier"), `Photo ${n} moved to position ${i}`)}>
                      <span aria-hidden="true">&larr;</span>
                    </PhotoButton>
                    <PhotoButton hydrated={hydrated} intent={`right:${i}`} label={`Move photo ${n} later`} disabled={last}
                      onClick={() => edit(movePhoto(photos, i, "later"), `Photo ${n} moved to position ${n + 1}`)}>
                      <span aria-hidden="true">&rarr;</span>
                    </PhotoButton>
                  </div>
                  <PhotoButton hydrated={hydrated} intent={`remove:${i}`} label={`Remove photo ${n}`} destructive
                    onClick={() => edit(removePhoto(photos, i), `Photo ${n} removed`)}>
                    <span aria-hidden="true">&times;</span>
                  </PhotoButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <p className="sr-only" aria-live="polite">{status}</p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A submit button carrying a photo intent before hydration, a local edit afterwards. */
function PhotoButton({ hydrated, intent, label, disabled = false, destructive = false, onClick, children }: {
  hydrated: boolean;
  intent: string;
  label: string;
  disabled?: boolean;
  destructive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type={hydrated ? "button" : "submit"}
      name="photoIntent"
      value={intent}
      formNoValidate
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={hydrated ? onClick : undefined}
      className={destructive ? removeClass : moveClass}
    >
      {children}
    </button>
  );
}
