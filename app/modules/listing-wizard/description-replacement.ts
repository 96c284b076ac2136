// 'AI Generate' never silently replaces what the seller wrote: over a non-empty description it
// first asks (a second submit with REPLACE_FIELD confirms), and after replacing it offers Undo,
// which posts the previous text back in PREVIOUS_FIELD. Both are plain form fields, so the
// same steps work without JavaScript.

export const REPLACE_FIELD = "replaceDescription";
export const PREVIOUS_FIELD = "previousDescription";
export const UNDO_INTENT = "undo-description";

/** What step 2 shows around the description after a generate or undo submit. */
export interface DescriptionReplacement {
  /** Asking before replacing the seller's own text. */
  confirm?: boolean;
  /** The text a generated description replaced, for Undo. */
  previous?: string;
}

/** True when generating would overwrite text the seller has not agreed to lose. */
export function mustConfirmReplace(currentDescription: string | undefined, form: FormData): boolean {
  return Boolean(currentDescription?.trim()) && form.get(REPLACE_FIELD) !== "yes";
}

/** The text Undo restores, as posted (capped like the description itself). */
export function previousDescriptionFrom(form: FormData, max: number): string | undefined {
  const value = form.get(PREVIOUS_FIELD);
  return typeof value === "string" && value.length <= max ? value : undefined;
}
