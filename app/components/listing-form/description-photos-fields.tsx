import { useRef, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { FieldError, inputClass } from "~/components/ui/field";
import { PhotoUploader } from "~/components/photo-uploader";
import { DESCRIPTION_MAX, MAX_PHOTOS } from "~/modules/listings/listing-limits";
import { PREVIOUS_FIELD, REPLACE_FIELD, UNDO_INTENT, type DescriptionReplacement } from "~/modules/listing-wizard/description-replacement";

const smallButton = "rounded-md px-3 py-1.5 text-sm font-semibold";

/** Asked when 'AI Generate' would replace text the seller wrote; confirming submits again. */
function ConfirmReplace() {
  const location = useLocation();
  return (
    <div role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="confirm-replace-description">
      <p className="font-semibold">Replace your description?</p>
      <p className="mt-1">AI Generate writes a new description from the vehicle&apos;s details. What you wrote above will be replaced.</p>
      <input type="hidden" name={REPLACE_FIELD} value="yes" />
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="generate-description" formNoValidate className={`${smallButton} bg-brand-600 text-white hover:bg-brand-700`}>Replace it</button>
        <Link to={`${location.pathname}${location.search}`} className={`${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>Keep mine</Link>
      </div>
    </div>
  );
}

/** Offered after a generated description replaced the seller's: posts the old text back. */
function UndoReplace({ previous }: { previous: string }) {
  return (
    <div role="status" className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="undo-replace-description">
      <p>Your previous description was replaced.</p>
      <input type="hidden" name={PREVIOUS_FIELD} value={previous} />
      <button type="submit" name="intent" value={UNDO_INTENT} formNoValidate className={`${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}>Undo</button>
    </div>
  );
}

interface Props {
  description: string;
  replacement?: DescriptionReplacement;
  images: string[];
  errors: { description?: string; images?: string };
  onImagesChange?: (form: HTMLFormElement) => void;
}

/** Step 2 of the listing wizards: the description (with 'AI Generate') and the photos. */
export function DescriptionPhotosFields({ description, images, errors, replacement, onImagesChange }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [length, setLength] = useState(description.length);
  const navigation = useNavigation();
  const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate-description";
  return (
    <div ref={container} className="space-y-6">
      <div>
        <div className="mb-1 flex items-end justify-between gap-3">
          <label htmlFor="description" className="block text-sm font-medium text-slate-700">Description</label>
          <button type="submit" name="intent" value="generate-description" formNoValidate disabled={generating}
            className="inline-flex items-center gap-1.5 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"><path d="M12 3l1.9 5.8L20 10.7l-6.1 1.9L12 18.5l-1.9-5.9L4 10.7l6.1-1.9z" /></svg>
            {generating ? "Generating..." : "AI Generate"}
          </button>
        </div>
        <textarea id="description" name="description" rows={10} defaultValue={description} onChange={(e) => setLength(e.target.value.length)}
          placeholder="Tell buyers about the vehicle: history, maintenance, upgrades, anything that makes it stand out."
          aria-invalid={errors.description ? true : undefined} aria-describedby={`description-count${errors.description ? " description-error" : ""}`}
          className={inputClass} />
        <p id="description-count" className={`mt-1 text-right text-xs ${length > DESCRIPTION_MAX ? "text-red-700" : "text-slate-500"}`}>
          {length}/{DESCRIPTION_MAX} characters
        </p>
        <FieldError id="description-error" message={errors.description} />
        {replacement?.confirm ? <ConfirmReplace /> : null}
        {replacement?.previous !== undefined ? <UndoReplace previous={replacement.previous} /> : null}
      </div>
      <PhotoUploader name="images" images={images} max={MAX_PHOTOS} error={errors.images}
        onImagesChange={() => {
          const form = container.current?.closest("form");
          if (form) onImagesChange?.(form);
        }} />
    </div>
  );
}
